import { and, eq } from 'drizzle-orm';
import type { Leg, Registration } from '@vo/domain';
import { hashPassword } from '../auth/passwords';
import type { RegistrationService } from '../users/registration.service';
import type { Db } from '../db/client';
import { countries, memberships, profiles, users } from '../db/schema';
import { madridDay } from '@vo/domain';
import { releaseRetained } from '../commissions/retained-release';
import { setMemberActive } from '../network/direct-counters';
import { refreshLegTotals } from '../network/leg-totals';
import { confirmPayment } from '../payments/confirm-payment';
import { readVariables } from '../settings/variables.service';
import { seedCatalogue } from './catalogue';
import { seedClubs } from './clubs';
import { ROOT_USERNAME } from './reference';
import { seedReservations } from './reservations';
import { seedTrainings } from './trainings';
import { seedProducts } from './products';

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

// demo has a sponsor (leader) and a downline five levels deep on both legs, a few members inactive,
// so every network screen shows something meaningful.
const DEMO_NETWORK: DemoMember[] = [
  { username: 'leader', sponsor: ROOT_USERNAME, level: 9 },
  { username: 'demo', sponsor: 'leader', level: 5, position: 'left' },
  { username: 'ana', sponsor: 'demo', level: 4, position: 'left' },
  { username: 'bruno', sponsor: 'demo', level: 6, position: 'right' },
  { username: 'carla', sponsor: 'ana', level: 2, position: 'left' },
  { username: 'diego', sponsor: 'bruno', level: 2, position: 'right' },
  { username: 'elena', sponsor: 'demo', level: 3, position: 'right', active: false },
  { username: 'fabio', sponsor: 'ana', level: 4, position: 'right' },
  { username: 'gloria', sponsor: 'bruno', level: 5, position: 'left' },
  { username: 'hugo', sponsor: 'carla', level: 2, position: 'left' },
  { username: 'irene', sponsor: 'gloria', level: 7, position: 'right' },
  { username: 'jorge', sponsor: 'gloria', level: 2, position: 'left', active: false },
  { username: 'karen', sponsor: 'hugo', level: 1, position: 'right' },
  { username: 'luis', sponsor: 'fabio', level: 4, position: 'left' },
  { username: 'marta', sponsor: 'irene', level: 6, position: 'left' },
  { username: 'nuria', sponsor: 'demo', level: 2, position: 'left', active: false },
  { username: 'oscar', sponsor: 'luis', level: 2, position: 'right' },
];

let dniCounter = 10_000_000;
function demoRegistration(member: DemoMember, membershipId: number, countryId: number, password: string): Registration {
  dniCounter += 1;
  const name = member.username[0]!.toUpperCase() + member.username.slice(1);
  return {
    sponsor: member.sponsor, username: member.username, firstName: name, lastName: 'Demo', alias: name,
    email: `${member.username}@demo.virtual-office.local`, emailRepeat: `${member.username}@demo.virtual-office.local`,
    password, passwordRepeat: password, dni: `${dniCounter}Z`, birthDate: '1985-05-20', mobile: '+34 600 000 000',
    address1: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', countryId, position: member.position,
    type: 'product', membershipId, language: 'es', acceptTerms: true, address2: undefined, stateId: undefined,
    uplineUser: undefined, paymentMethod: 'TRANS_PAYMENT',
  };
}

/**
 * Demo admin, a small network around `demo` built through the real registration rules, the travel catalogue and its
 * reservations, the recorded trainings and the partner store's products.
 */
export async function seedDemo(db: Db, registration: RegistrationService): Promise<boolean> {
  if ((await db.$count(users, eq(users.username, 'admin'))) > 0) return false;
  const [admin] = await db.insert(users).values({
    username: 'admin', email: 'admin@virtual-office.local', passwordHash: await hashPassword('Admin1234!'),
    roles: ['ROLE_ADMIN'], isActive: true, isSystem: true,
  }).returning({ id: users.id });
  const [spain] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'ES'));
  for (const member of DEMO_NETWORK) {
    const [membership] = await db.select({ id: memberships.id }).from(memberships)
      .where(and(eq(memberships.level, member.level), eq(memberships.type, 'product')));
    const password = member.username === 'demo' ? 'Demo1234!' : 'Member1234!';
    const { user, payment } = await registration.register(demoRegistration(member, membership!.id, spain!.id, password));
    // Their bank transfers have arrived (confirmed as an admin would); the inactive ones' are still pending.
    if (payment && member.active !== false) await db.transaction((tx) => confirmPayment(tx, payment.id, null));
    if (member.active === false) await db.transaction((tx) => setMemberActive(tx, user.id, false));
  }
  // demo has filled in their bank data (payouts work at once); the others have not (the home alert shows).
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  await db.update(profiles).set({ iban: 'ES7921000813610123456789', bic: 'CAIXESBBXXX' }).where(eq(profiles.userId, demo!.id));
  await releaseSeededCommissions(db);
  await refreshLegTotals(db, madridDay(new Date()));
  // The catalogue's photos are the admin's uploads, as if they had set the catalogue up in the console.
  await seedCatalogue(db, admin!.id);
  await seedReservations(db);
  await seedTrainings(db);
  await seedProducts(db);
  await seedClubs(db);
  return true;
}

/**
 * The demo network's sign-ups are history: their refund windows are over, so the commissions they earned
 * (credited as retained above) are released to the available wallets by the daily release job, run as of
 * the day the windows end. The demo member then has wallet money to spend (wallet payments, the checkout's
 * browser test).
 */
async function releaseSeededCommissions(db: Db) {
  const { retainedRefundWindowDays } = await readVariables(db, ['retainedRefundWindowDays'] as const);
  await releaseRetained(db, madridDay(new Date(Date.now() + Number(retainedRefundWindowDays) * 86_400_000)));
}
