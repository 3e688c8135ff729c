import { extraBonusPeriodDays, extraBonusPeriodMonths, percentToBasisPoints, PLAN_DEFAULTS, type ExtraBonusKind, type WeightedMember } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { textArray } from '../db/array-literal';
import type { Db, Tx } from '../db/client';
import { companyDayStart } from '../db/company-day';
import { rowsOf } from '../db/rows';
import { readVariablesOr } from '../settings/variables.service';

/** The payments whose net is membership revenue: sign-ups, upgrades, monthly fees and annual renewals. */
export const MEMBERSHIP_PAYMENT_TYPES = ['register', 'upgrade', 'monthly', 'annual'] as const;
const membershipTypes = sql.raw(MEMBERSHIP_PAYMENT_TYPES.map((t) => `'${t}'`).join(', '));

/**
 * Serialises the pools against refunds: a run takes it exclusively, a refund of a membership payment shared
 * (extra-bonus-clawback.ts). A refund either commits before the run reads the revenue (its payment is then out of
 * the base) or waits and finds the run paid (and claws its part back): never both, never neither.
 */
export const EXTRA_BONUS_LOCK = 74_210_017;
export const extraBonusReference = (kind: ExtraBonusKind, period: string) => `extra_bonus:${kind}:${period}`;

const SHARE_VARIABLE = { monthly: 'extraMonthlyBonusPercent', annual: 'extraAnnualBonusPercent' } as const;

/** The kind's pool share in basis points (the variable in percent; an older database without it gets the plan's default). */
export async function poolShareBp(db: Db | Tx, kind: ExtraBonusKind): Promise<number> {
  const key = SHARE_VARIABLE[kind];
  const values = await readVariablesOr(db, { [key]: PLAN_DEFAULTS[key] } as Record<typeof key, number>);
  return percentToBasisPoints(values[key]);
}

/**
 * The pool's base: the net (VAT and provider fee excluded, as every commission's base) of the membership payments
 * confirmed in the period (Europe/Madrid) that are still paid, i.e. not refunded before the pool is paid; `until`
 * cuts a period still running (the estimate).
 */
export async function membershipRevenue(db: Db | Tx, kind: ExtraBonusKind, period: string, until?: Date): Promise<{ base: number; payments: number }> {
  const { first, next } = extraBonusPeriodDays(kind, period);
  const cut = until ? sql`and confirmed_at < ${until.toISOString()}::timestamptz` : sql``;
  const [row] = rowsOf<{ base: string | number; payments: number }>(await db.execute(sql`
    select coalesce(sum(net), 0) as base, count(*)::int as payments from payments
    where type in (${membershipTypes}) and status = 'paid'
      and confirmed_at >= ${companyDayStart(first)} and confirmed_at < ${companyDayStart(next)} ${cut}`));
  return { base: Number(row!.base), payments: row!.payments };
}

/**
 * Who shares a period and how much they weigh: every month of the period in which a member qualified for a club
 * (general or travel) with the right to collect adds that club's bonus share (basis points). Monthly: that month's
 * clubs; annual: the sum over the year's twelve months, so a member in a club all year weighs twelve times a member
 * who reached it in December.
 */
export async function qualifiedWeights(db: Db | Tx, months: readonly string[]): Promise<WeightedMember[]> {
  const rows = rowsOf<{ id: number; weight: number }>(await db.execute(sql`
    select q.user_id as id, sum(c.bonus_share_bp)::int as weight
    from club_qualifications q join clubs c on c.id = q.club_id
    where q.period = any(${textArray(months)}::text[]) and c.right_to_collection and c.bonus_share_bp > 0
    group by q.user_id order by q.user_id`));
  return rows;
}

export const weightsOfPeriod = (db: Db | Tx, kind: ExtraBonusKind, period: string) => qualifiedWeights(db, extraBonusPeriodMonths(kind, period));
