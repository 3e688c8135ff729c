import { madridDay, reservationReference, type CancellationTerms, type RestPayment } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { userEnjoys } from '../db/schema';
import { payEnjoyBonus } from '../commissions/enjoy-bonus';
import { clawBack, lockedBalances } from '../ledger/claw-back';
import { postTransaction, type MemberAccountKind, type Posting } from '../ledger/ledger.service';
import type { ReservationRecord } from './reservation-rows';

/**
 * The ledger side of reservations (DESIGN.md section 7b; decision 080): what members pay waits in
 * `company_reservations_held` until the staff confirm (revenue) or the booking is cancelled (given back,
 * the deposit kept after the free-cancel limit). Every movement carries the locator as its reference.
 */
const HELD = { company: 'company_reservations_held' } as const;
const REVENUE = { company: 'company_revenue' } as const;
const POINTS_ISSUED = { company: 'company_points_issued' } as const;

const PAYING_ACCOUNTS: Record<keyof RestPayment, MemberAccountKind> = { enjoyPoints: 'enjoy_points', travelPoints: 'travel_points', wallet: 'wallet_available' };

const memberLines = (userId: number, amounts: RestPayment, sign: 1 | -1): Posting[] =>
  (Object.keys(PAYING_ACCOUNTS) as (keyof RestPayment)[])
    .filter((balance) => amounts[balance] !== 0)
    .map((balance) => ({ account: { userId, kind: PAYING_ACCOUNTS[balance] }, amount: sign * amounts[balance] }));

/** The part of a reservation's payments the held account keeps (money paid outside never entered the ledger). */
export const heldAmount = (r: ReservationRecord) => r.paidEnjoyPoints + r.paidTravelPoints + r.paidWallet;

/** Moves what the member pays (the deposit, the rest, or everything by the assistance phone) from their balances to the held account. */
export async function holdPayment(tx: Tx, r: Pick<ReservationRecord, 'userId' | 'code'>, amounts: RestPayment, kind: 'reservation.deposit' | 'reservation.payment') {
  const total = amounts.enjoyPoints + amounts.travelPoints + amounts.wallet;
  if (total === 0) return;
  await postTransaction(tx, {
    kind, reason: kind === 'reservation.deposit' ? 'reservation deposit' : 'reservation payment', reference: reservationReference(r.code),
    postings: [...memberLines(r.userId, amounts, -1), { account: HELD, amount: total }],
  });
}

/** Confirmed with the supplier: the held money becomes company revenue. */
export async function releaseToRevenue(tx: Tx, r: ReservationRecord) {
  const amount = heldAmount(r);
  if (amount === 0) return;
  await postTransaction(tx, {
    kind: 'reservation.confirm', reason: 'reservation confirmed', reference: reservationReference(r.code),
    postings: [{ account: HELD, amount: -amount }, { account: REVENUE, amount }],
  });
}

/** Cancelled: each balance gets back its refund, the kept deposit becomes revenue. */
export async function settleCancellation(tx: Tx, r: ReservationRecord, terms: CancellationTerms) {
  const amount = heldAmount(r);
  if (amount === 0) return;
  const { refund, kept } = terms;
  await postTransaction(tx, {
    kind: 'reservation.cancel', reason: kept ? 'reservation cancelled, deposit kept' : 'reservation cancelled', reference: reservationReference(r.code),
    postings: [
      { account: HELD, amount: -amount },
      ...memberLines(r.userId, { enjoyPoints: refund.enjoyPoints, travelPoints: refund.travelPoints, wallet: refund.wallet }, 1),
      ...(kept ? [{ account: REVENUE, amount: kept }] : []),
    ],
  });
}

/** The Enjoy bonus on the Enjoy Points a reservation spent, once it is paid (none for GTO journeys). */
export async function payReservationBonus(tx: Tx, r: ReservationRecord, exempt: boolean) {
  await payEnjoyBonus(tx, { spenderId: r.userId, points: r.paidEnjoyPoints, reference: reservationReference(r.code), exempt });
}

/**
 * A cancelled reservation claws its Enjoy bonus back (DESIGN.md section 7b): from each earner's Travel Points
 * as far as they go, the rest as their debt; the Enjoy bonus tree gets the negative rows.
 */
export async function clawBackReservationBonus(tx: Tx, r: ReservationRecord) {
  const reference = reservationReference(r.code);
  const paid = (await tx.select().from(userEnjoys).where(eq(userEnjoys.reference, reference))).filter((row) => row.points > 0);
  if (!paid.length) return;
  const balance = lockedBalances(tx);
  const today = madridDay();
  const postings: Posting[] = [{ account: POINTS_ISSUED, amount: paid.reduce((sum, bonus) => sum + bonus.points, 0) }];
  for (const bonus of paid) {
    postings.push(...await clawBack(balance, { userId: bonus.userId, kind: 'travel_points', amount: bonus.points, releaseOn: null }, today));
  }
  await postTransaction(tx, { kind: 'bonus.enjoy_clawback', reason: 'enjoy bonus clawed back: reservation cancelled', reference, fromUserId: r.userId, postings });
  await tx.insert(userEnjoys).values(paid.map((bonus) => ({ userId: bonus.userId, fromUserId: bonus.fromUserId, level: bonus.level, points: -bonus.points, reference })));
}
