import { and, eq, inArray } from 'drizzle-orm';
import { clubPassRuns, clubQualifications, extraBonusRuns, extraBonusShares, jobRuns, payments, variables } from '../db/schema';
import { clubQualificationJob } from '../clubs/club-pass';
import type { TestContext } from './build-app';

/** The members' membership payments moved to an instant of the period (the pool's base counts by confirmation). */
export async function confirmedAt(ctx: TestContext, paymentIds: number[], instant: string) {
  await ctx.database.db.update(payments).set({ confirmedAt: new Date(instant) }).where(inArray(payments.id, paymentIds));
}

/**
 * A month's club qualification as the monthly pass records it: a row per `[member, club, isTravel]` qualified (no row
 * means not qualified) and the month recorded as qualified.
 */
export async function qualified(ctx: TestContext, month: string, rows: [number, number, boolean][]) {
  const db = ctx.database.db;
  await db.insert(clubQualifications).values(rows.map(([userId, clubId, isTravel]) => ({ period: month, userId, isTravel, clubId, directs: 0, network: 0, minorTeam: 0 })));
  const count = (travel: boolean) => rows.filter((r) => r[2] === travel).length;
  await db.insert(clubPassRuns).values({ period: month, candidates: count(false), candidatesTravel: count(true), qualified: count(false), qualifiedTravel: count(true) });
}

/** The club qualification job's run of `month` recorded as done. */
export async function clubJobDone(ctx: TestContext, month: string) {
  await ctx.database.db.insert(jobRuns).values({ job: clubQualificationJob.name, periodKey: month, status: 'done', details: { period: month } });
}

export async function setPoolPercent(ctx: TestContext, key: 'extraMonthlyBonusPercent' | 'extraAnnualBonusPercent', percent: string) {
  await ctx.database.db.update(variables).set({ value: percent }).where(eq(variables.keyValue, key));
}

type Shares = Record<number, { amount: number; clawedBack: number; weight: number }>;

/** A paid period's run row and its members' shares by member id. */
export async function statementOf(ctx: TestContext, kind: 'monthly' | 'annual', period: string) {
  const db = ctx.database.db;
  const [run] = await db.select().from(extraBonusRuns).where(and(eq(extraBonusRuns.kind, kind), eq(extraBonusRuns.period, period)));
  const rows = run ? await db.select().from(extraBonusShares).where(eq(extraBonusShares.runId, run.id)) : [];
  const shares: Shares = Object.fromEntries(rows.map((r) => [r.userId, { amount: r.amount, clawedBack: r.clawedBack, weight: r.weight }]));
  return { run, shares };
}
