import { addMonths, lastEndedMonth, MONTH_PATTERN } from '../calendar';
import { BASIS_POINTS, divideRounded } from '../money';

/**
 * The extra monthly and extra annual bonuses (DESIGN.md section 7, issue 17): a pool of a configured share of a
 * period's net membership revenue, split among the members qualified for a club by their club's bonus share.
 */
export const EXTRA_BONUS_KINDS = ['monthly', 'annual'] as const;
export type ExtraBonusKind = (typeof EXTRA_BONUS_KINDS)[number];

export const YEAR_PATTERN = /^\d{4}$/;

/** A period of a kind: `YYYY-MM` (monthly) or `YYYY` (annual), Europe/Madrid calendar. */
export const isExtraBonusPeriod = (kind: ExtraBonusKind, period: string): boolean =>
  (kind === 'monthly' ? MONTH_PATTERN : YEAR_PATTERN).test(period);

/** The period that contains `day` (the one still running). */
export const currentExtraBonusPeriod = (kind: ExtraBonusKind, day: string): string => (kind === 'monthly' ? day.slice(0, 7) : day.slice(0, 4));

/** The last period that has ended on `day`: last month, or last year. */
export const lastEndedExtraBonusPeriod = (kind: ExtraBonusKind, day: string): string =>
  kind === 'monthly' ? lastEndedMonth(day) : String(Number(day.slice(0, 4)) - 1);

/** The period's first day and the first day after it (`YYYY-MM-DD`). */
export function extraBonusPeriodDays(kind: ExtraBonusKind, period: string): { first: string; next: string } {
  if (!isExtraBonusPeriod(kind, period)) throw new RangeError(`not a ${kind} period: ${period}`);
  const first = kind === 'monthly' ? `${period}-01` : `${period}-01-01`;
  return { first, next: addMonths(first, kind === 'monthly' ? 1 : 12) };
}

/** The months (`YYYY-MM`) a period covers: its own month, or the year's twelve. */
export function extraBonusPeriodMonths(kind: ExtraBonusKind, period: string): string[] {
  const { first } = extraBonusPeriodDays(kind, period);
  return kind === 'monthly' ? [period] : Array.from({ length: 12 }, (_, i) => addMonths(first, i).slice(0, 7));
}

/** The pool: `shareBp` basis points of the base (cents), rounded half up like every rate. */
export function extraBonusPool(baseCents: number, shareBp: number): number {
  return Math.max(0, divideRounded(baseCents * shareBp, BASIS_POINTS));
}

export interface WeightedMember {
  id: number;
  /** Not negative; the sum of the bonus shares (basis points) of the clubs the member qualified for. */
  weight: number;
}

/**
 * Splits `amount` cents among members proportionally to their weights, in whole cents that add up exactly to
 * `amount` (largest remainder: everyone gets the floor of their exact share, the cents left over go one each to the
 * largest remainders, ties to the lower member id). Deterministic whatever the input order. Nobody weighs anything
 * (or nobody qualifies): everyone gets 0 and nothing is paid. Exact in BigInt: pools times weights pass 2^53.
 */
export function splitByWeight(amount: number, members: readonly WeightedMember[]): Map<number, number> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be a non-negative safe integer, got ${amount}`);
  const sorted = [...members].sort((a, b) => a.id - b.id);
  if (sorted.some((m) => !Number.isSafeInteger(m.weight) || m.weight < 0)) throw new RangeError('weights must be non-negative safe integers');
  const total = sorted.reduce((sum, m) => sum + BigInt(m.weight), 0n);
  const shares = new Map(sorted.map((m) => [m.id, 0]));
  if (total === 0n || amount === 0) return shares;
  const parts = sorted.map((m) => {
    const exact = BigInt(amount) * BigInt(m.weight);
    return { id: m.id, floor: exact / total, rest: exact % total };
  });
  let left = BigInt(amount) - parts.reduce((sum, p) => sum + p.floor, 0n);
  const byRest = [...parts].sort((a, b) => (a.rest === b.rest ? a.id - b.id : a.rest > b.rest ? -1 : 1));
  for (const p of byRest) {
    if (left === 0n) break;
    p.floor += 1n;
    left -= 1n;
  }
  for (const p of parts) shares.set(p.id, Number(p.floor));
  return shares;
}
