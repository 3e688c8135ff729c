import { madridDay } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { intArray } from '../db/array-literal';
import type { Db } from '../db/client';
import type { JobDefinition } from '../lib/jobs/job-runner';
import { lockAccounts, postLockedTransactions } from '../ledger/post-transactions';
import { rowsOf } from '../db/rows';
import type { MemberAccountKind } from '../ledger/ledger.service';

const RETAINED: MemberAccountKind = 'wallet_retained';
const AVAILABLE: MemberAccountKind = 'wallet_available';
/** Members per transaction: each batch locks their two wallets while it moves the money. */
const RELEASE_BATCH = 20_000;

/**
 * The next members (by retained account id) with something retained who are active and up to date, and, when their
 * plan earns commissions, whose annual renewal is not past due (DESIGN.md section 7; `annualRenewalPastDue` of the domain).
 */
async function nextCandidates(db: Db, after: number, today: string) {
  return rowsOf<{ id: number; user_id: number }>(await db.execute(sql`
    select a.id, a.user_id from ledger_accounts a join users u on u.id = a.user_id left join memberships m on m.id = u.membership_id
    where a.kind = ${RETAINED} and a.balance > 0 and a.id > ${after} and u.is_active and u.paid_until >= ${today}::date
      and not (coalesce(m.earns_commissions, false) and u.annual_paid_until < ${today}::date)
    order by a.id limit ${RELEASE_BATCH}`));
}

/**
 * Moves retained money whose refund window has passed to the available wallet (DESIGN.md section 7),
 * for earners who are active and up to date (annual renewal included); the others keep it retained until they are (nothing is
 * lost silently). What may go is the retained balance minus the lines still in their window (a
 * clawback of such a line carries its release day too), so the job keeps no state of its own and a
 * repeated run moves nothing more. Set-based: per batch of members one transaction opens their
 * available wallets, locks both wallets in id order, reads what is still in its window under that
 * lock and posts one release per member.
 */
export async function releaseRetained(db: Db, today: string) {
  const totals = { released: 0, cents: 0 };
  for (let after = 0; ;) {
    const candidates = await nextCandidates(db, after, today);
    if (!candidates.length) return totals;
    after = candidates[candidates.length - 1]!.id;
    const owners = intArray(candidates.map((c) => c.user_id));
    const batch = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into ledger_accounts (user_id, kind) select unnest(${owners}::int[]), ${AVAILABLE} on conflict do nothing`);
      const locked = await lockAccounts(tx, sql`user_id = any(${owners}::int[]) and kind in (${RETAINED}, ${AVAILABLE})`);
      const retained = locked.filter((a) => a.kind === RETAINED);
      const inWindow = new Map(rowsOf<{ account_id: number; cents: string }>(await tx.execute(sql`
        select account_id, sum(amount) as cents from ledger_entries
        where release_on > ${today}::date and account_id = any(${intArray(retained.map((a) => a.id))}::int[]) group by account_id`))
        .map((r) => [r.account_id, Number(r.cents)]));
      const available = new Map(locked.filter((a) => a.kind === AVAILABLE).map((a) => [a.user_id, a.id]));
      const releases = retained.map((a) => ({ a, cents: Number(a.balance) - (inWindow.get(a.id) ?? 0) })).filter((r) => r.cents > 0);
      await postLockedTransactions(tx, releases.map(({ a, cents }) => ({
        kind: 'commission.release', reason: 'retained_released', reference: `release:${today}`,
        lines: [{ accountId: a.id, amount: -cents }, { accountId: available.get(a.user_id)!, amount: cents }],
      })));
      return { released: releases.length, cents: releases.reduce((sum, r) => sum + r.cents, 0) };
    });
    totals.released += batch.released;
    totals.cents += batch.cents;
  }
}

/** Once per Madrid day, after the membership pass has marked who is out of date. */
export const retainedReleaseJob: JobDefinition = {
  name: 'commissions-daily-release',
  periodKey: madridDay,
  run: (db) => releaseRetained(db, madridDay(new Date())),
};
