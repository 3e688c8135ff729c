import { eurosToCents } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { newOpaqueToken } from '../../auth/opaque-token';
import { recordRoot } from '../../network/placement';
import type { Db } from '../client';
import { cms, countries, documentVersions, irpfs, memberships, states, users, variables } from '../schema';
import { CMS_PAGES } from './data/cms';
import { COUNTRIES } from './data/countries';
import { IRPFS } from './data/irpfs';
import { STATES } from './data/states';
import { VARIABLES } from './data/variables';
import { ANNUAL_RENEWAL_CENTS, DEMO_PLAN } from './plan';

export const ROOT_USERNAME = 'virtualoffice';

/** Data every installation needs, production included: plan, constants, geography, legal texts, the root member. */
export async function seedReference(db: Db): Promise<void> {
  if ((await db.$count(memberships)) > 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(memberships).values(
      (['product', 'travel'] as const).flatMap((type) =>
        DEMO_PLAN.map((p) => ({
          level: p.level,
          name: p.name,
          type,
          isDefault: p.level === 1,
          positionAmount: eurosToCents(p.registration),
          monthAmount: eurosToCents(p.monthly),
          annualAmount: p.earns ? ANNUAL_RENEWAL_CENTS : 0,
          directBonusBp: p.direct * 100,
          binaryBp: p.binary * 100,
          weeklyBinaryCap: eurosToCents(p.cap),
          unilevelDepth: p.depth,
          earnsCommissions: p.earns,
          travelFeatures: p.travel,
        })),
      ),
    );
    await tx.insert(variables).values(VARIABLES);
    const insertedCountries = await tx.insert(countries).values(COUNTRIES).returning({ id: countries.id, code: countries.code });
    const countryId = new Map(insertedCountries.map((c) => [c.code, c.id]));
    await tx.insert(states).values(STATES.map((s) => ({ countryId: countryId.get(s.countryCode)!, code: s.code, name: s.name })));
    await tx.insert(irpfs).values(IRPFS.map((i) => ({ countryId: countryId.get(i.countryCode)!, rateBp: i.rateBp })));
    await tx.insert(cms).values(CMS_PAGES);
    // Version 1 of each legal text, kept readable once newer versions replace it (docs/decisions/044-legal-document-acceptances-and-versions.md).
    await tx.insert(documentVersions).values(CMS_PAGES);

    // The company heads both trees; nobody signs in as it (its password is random and unknown).
    const [top] = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.level, 9));
    const [root] = await tx.insert(users).values({
      username: ROOT_USERNAME,
      email: 'network@virtual-office.local',
      passwordHash: await hashPassword(newOpaqueToken()),
      roles: ['ROLE_SYSTEM'],
      isSystem: true,
      isActive: true,
      membershipId: top!.id,
      defaultLeg: 'left',
    }).returning({ id: users.id });
    await recordRoot(tx, root!.id);
  });
}
