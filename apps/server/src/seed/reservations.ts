import { reservationCreateSchema } from '@vo/domain';
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { journeys, users } from '../db/schema';
import { confirmPayment } from '../payments/confirm-payment';
import { openOrder, preparePayment } from '../payments/open-order';
import { heldAmount } from '../reservations/reservation-ledger';
import { reservationsService } from '../reservations/reservations.service';
import { DEMO_RESERVATIONS, type DemoReservation } from './data/reservations';
import { demoTicketPdf } from './ticket-pdf';

const userNamed = async (db: Db, username: string): Promise<SessionUser> =>
  (await db.select().from(users).where(eq(users.username, username)))[0]!;

const journeyTitled = async (db: Db, title: string) =>
  (await db.select().from(journeys).where(sql`${journeys.title}->>'en' = ${title}`))[0]!;

/** The member buys the Enjoy Points the booking needs by bank transfer, and the admin confirms it: how members get points. */
async function buyEnjoyPoints(db: Db, member: SessionUser, adminId: number, points: number) {
  const payment = await db.transaction(async (tx) => {
    const prepared = await preparePayment(tx, member.id, 'TRANS_PAYMENT', 'movement', 'enjoypoints', false);
    await openOrder(tx, prepared.id, member.membershipId!, { enjoypoints: String(points) });
    return prepared;
  });
  await db.transaction((tx) => confirmPayment(tx, payment.id, adminId));
}

/** The holder and their companions, as the booking form sends them. */
function passengersOf(member: SessionUser, companions: number) {
  const holder = { name: `${member.username[0]!.toUpperCase()}${member.username.slice(1)} Demo`, mobile: '+34 600 000 000', email: member.email, birthDate: '1985-05-20', country: 'ES' };
  const others = Array.from({ length: companions }, (_, i) => ({ name: `Acompañante ${i + 1} Demo`, birthDate: '1988-03-14', country: 'ES' }));
  return [holder, ...others];
}

/** One demo reservation taken to its state through the reservations service (each move its ledger entries). */
async function seedReservation(db: Db, admin: SessionUser, plan: DemoReservation) {
  const service = reservationsService(db);
  const member = await userNamed(db, plan.username);
  const journey = await journeyTitled(db, plan.journey);
  const passengers = passengersOf(member, plan.companions ?? 0);
  await buyEnjoyPoints(db, member, admin.id, (journey.price * passengers.length) / 100);

  const booked = await service.book(member, reservationCreateSchema.parse({ type: 'trip', event: journey.id, passengers }));
  const { reservation } = booked.row;
  const { id, code } = reservation;
  const paysAll = plan.state === 'paid' || plan.state === 'confirmed' || plan.paidBeforeCancelling;
  // All of it in Enjoy Points: the demo wallets keep the money the other screens show.
  if (paysAll) await service.pay(member, id, { enjoyPoints: reservation.total - heldAmount(reservation), travelPoints: 0, wallet: 0 });
  if (plan.state === 'confirmed') {
    const content = await demoTicketPdf({ code, title: plan.journey, departureOn: journey.departureOn, passengers: passengers.map((p) => p.name) });
    await service.confirm(admin, id, { upload: { kind: 'ticket', originalName: `ticket-${code}.pdf`, mimeType: 'application/pdf', content } });
  }
  if (plan.state === 'cancelled') await service.cancel(member, id, 'Cambio de planes');
}

/** The demo reservations (seed/data/reservations.ts), after the network and the catalogue. */
export async function seedReservations(db: Db): Promise<void> {
  const admin = await userNamed(db, 'admin');
  for (const plan of DEMO_RESERVATIONS) await seedReservation(db, admin, plan);
}
