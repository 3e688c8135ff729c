import { addDays, addMonths, madridDay, taxOf, UNILEVEL_LEVELS } from '@vo/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyDayEnd, companyDayStart } from '../db/company-day';
import { memberships, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { readVariables } from '../settings/variables.service';
import { rowsOf } from '../db/rows';

export interface Period {
  from: string;
  to: string;
}

/** The current calendar month in Madrid, the default period. */
function thisMonth(): Period {
  const from = `${madridDay().slice(0, 7)}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/**
 * POST /api/users/{id}/residualInfo: per unilevel level, what the member earned in the period (their
 * unilevel commissions) and what the level's monthly fees falling due in the period would pay them
 * (active members of that level, if their plan reaches it). The estimate counts levels as they are;
 * dynamic compression at payment time may move a fee up a level.
 */
async function residualLevels(db: Db, member: { id: number; sponsorPath: number[]; unilevelDepth: number }, from: string, to: string) {
  const rates = await readVariables(db, Array.from({ length: UNILEVEL_LEVELS }, (_, i) => `unilevel.level${i + 1}`));
  const earned = rowsOf<{ level: number; cents: number }>(await db.execute(sql`
    select e.level, sum(e.amount)::float8 as cents
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.user_id = ${member.id}
    where t.kind = 'commission.unilevel' and t.created_at >= ${companyDayStart(from)}
      and t.created_at < ${companyDayEnd(to)}
    group by e.level`));
  const base = member.sponsorPath.length;
  const due = rowsOf<{ level: number; members: string; fees: number }>(await db.execute(sql`
    select u.sponsor_depth - ${base} as level, count(*) as members, coalesce(sum(m.month_amount), 0)::float8 as fees
    from users u join memberships m on m.id = u.membership_id
    where u.sponsor_path @> array[${member.id}]::int[] and u.sponsor_depth between ${base + 1} and ${base + UNILEVEL_LEVELS}
      and u.is_active and u.paid_until between ${from}::date and ${to}::date
    group by 1`));
  return Array.from({ length: UNILEVEL_LEVELS }, (_, i) => {
    const level = i + 1;
    const percent = Number(rates[`unilevel.level${level}`]);
    const unlocked = level <= member.unilevelDepth;
    const fees = due.find((d) => Number(d.level) === level);
    return {
      level, percent, unlocked,
      earnedCents: earned.find((e) => Number(e.level) === level)?.cents ?? 0,
      membersDue: Number(fees?.members ?? 0),
      expectedCents: unlocked ? taxOf(fees?.fees ?? 0, percent) : 0,
    };
  });
}

export type ResidualLevelRow = Awaited<ReturnType<typeof residualLevels>>[number];

/** The residual levels of member `userId` over `requested` (either day left out is this Madrid month's); amounts in cents. */
export async function residualInfo(db: Db, userId: number, requested: Partial<Period> = {}) {
  const [member] = await db.select({ id: users.id, sponsorPath: users.sponsorPath, unilevelDepth: memberships.unilevelDepth })
    .from(users).leftJoin(memberships, eq(memberships.id, users.membershipId)).where(eq(users.id, userId));
  if (!member) throw new AppError('USER_NOT_FOUND');
  const period = { ...thisMonth(), ...requested };
  return { memberId: member.id, period, levels: await residualLevels(db, { ...member, unilevelDepth: member.unilevelDepth ?? 0 }, period.from, period.to) };
}
