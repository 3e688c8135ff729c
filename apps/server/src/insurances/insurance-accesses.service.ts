import type { InsuranceAccessCreate } from '@vo/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { insuranceAccesses } from '../db/schema';
import { AppError } from '../lib/errors';
import type { Mailer } from '../mail/mailer';
import { presentInsuranceAccess } from './insurance-access.presenter';
import { insuranceLinkFor, newInsuranceCode } from './insurance-partner';

// Serialises one member's requests (any fixed number, the member's id as the second key).
const INSURANCE_LOCK = 74_210_160;

/**
 * DESIGN.md section 7b "Insurances": a member asks for an access to the multi-insurance partner; we record it
 * and e-mail it to the chosen address (the member's by default) with a copy to the member, in the member's language.
 */
export function insuranceAccessesService(db: Db, mailer: Mailer) {
  async function request(member: SessionUser, input: InsuranceAccessCreate) {
    const email = input.email ?? member.email.toLowerCase();
    const row = await db.transaction(async (tx) => {
      // Two requests at once (a double click) wait here: the second sees the first's row and is refused.
      await tx.execute(sql`select pg_advisory_xact_lock(${INSURANCE_LOCK}, ${member.id})`);
      const [recent] = await tx.select({ id: insuranceAccesses.id }).from(insuranceAccesses).where(and(
        eq(insuranceAccesses.userId, member.id),
        eq(insuranceAccesses.email, email),
        gt(insuranceAccesses.createdAt, sql`now() - interval '1 day'`),
      )).limit(1);
      if (recent) throw new AppError('EMAIL_ALREADY_ACTIVE');

      const code = newInsuranceCode();
      const link = await insuranceLinkFor(tx, code);
      const [created] = await tx.insert(insuranceAccesses).values({ userId: member.id, email, code, link, copyEmail: member.email }).returning();
      await mailer.queue(tx, { userId: member.id, to: email, template: 'insuranceAccess', params: { code, link } });
      await mailer.queue(tx, { userId: member.id, template: 'insuranceAccessCopy', params: { email, code, link } });
      return created!;
    });
    return presentInsuranceAccess(row);
  }

  return { request };
}
export type InsuranceAccessesService = ReturnType<typeof insuranceAccessesService>;
