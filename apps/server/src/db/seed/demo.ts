import { and, eq } from 'drizzle-orm';
import type { Leg, Registration } from '@vo/domain';
import { hashPassword } from '../../auth/passwords';
import type { RegistrationService } from '../../users/registration.service';
import type { Db } from '../client';
import { countries, memberships, users } from '../schema';
import { setMemberActive } from '../../network/direct-counters';
import { ROOT_USERNAME } from './reference';

export const DEMO_LOGINS = [
  { username: 'admin', password: 'Admin1234!', role: 'admin' },
  { username: 'demo', password: 'Demo1234!', role: 'member' },
] as const;

interface DemoMember {
  username: string;
  sponsor: string;
  level: number;
  position?: Leg;
  active?: boolean;
}

// demo has a sponsor (leader) and a small downline on both legs, one of them still inactive.
const DEMO_NETWORK: DemoMember[] = [
  { username: 'leader', sponsor: ROOT_USERNAME, level: 9 },
  { username: 'demo', sponsor: 'leader', level: 5, position: 'left' },
  { username: 'ana', sponsor: 'demo', level: 4, position: 'left' },
  { username: 'bruno', sponsor: 'demo', level: 6, position: 'right' },
  { username: 'carla', sponsor: 'ana', level: 2, position: 'left' },
  { username: 'diego', sponsor: 'bruno', level: 2, position: 'right' },
  { username: 'elena', sponsor: 'demo', level: 3, position: 'right', active: false },
];

let dniCounter = 10_000_000;
function demoRegistration(member: DemoMember, membershipId: number, countryId: number, password: string): Registration {
  dniCounter += 1;
  const name = member.username[0]!.toUpperCase() + member.username.slice(1);
  return {
    sponsor: member.sponsor, username: member.username, firstName: name, lastName: 'Demo',
    email: `${member.username}@demo.virtual-office.local`, emailRepeat: `${member.username}@demo.virtual-office.local`,
    password, passwordRepeat: password, dni: `${dniCounter}Z`, birthDate: '1985-05-20', mobile: '+34 600 000 000',
    address1: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', countryId, position: member.position,
    type: 'product', membershipId, language: 'es', acceptTerms: true, address2: undefined, stateId: undefined,
    uplineUser: undefined, paymentMethod: undefined,
  };
}

/** Demo admin and a small network around `demo`, built through the real registration rules. */
export async function seedDemo(db: Db, registration: RegistrationService): Promise<boolean> {
  if ((await db.$count(users, eq(users.username, 'admin'))) > 0) return false;
  await db.insert(users).values({
    username: 'admin', email: 'admin@virtual-office.local', passwordHash: await hashPassword('Admin1234!'),
    roles: ['ROLE_ADMIN'], isActive: true, isSystem: true,
  });
  const [spain] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'ES'));
  for (const member of DEMO_NETWORK) {
    const [membership] = await db.select({ id: memberships.id }).from(memberships)
      .where(and(eq(memberships.level, member.level), eq(memberships.type, 'product')));
    const password = member.username === 'demo' ? 'Demo1234!' : 'Member1234!';
    const user = await registration.register(demoRegistration(member, membership!.id, spain!.id, password));
    // Demo members have paid already (payments arrive with issue 4); elena is left pending.
    await db.transaction((tx) => setMemberActive(tx, user.id, member.active ?? true));
  }
  return true;
}
