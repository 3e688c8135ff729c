import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, transfers } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { fundWallet, MEMBER_PASSWORD, registerPaidMember } from '../test/factories';

/*
 * A double submit of the payout form must not make two requests: the browser sends one Idempotency-Key per form
 * submission and the server answers the same transfer for the same key and member. The parallel case is the real
 * race on PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server <this file>.
 */
const ctx = useTestApp();

async function memberWithBalance(cents: number) {
  const member = await registerPaidMember(ctx);
  await ctx.database.db.update(profiles).set({ iban: 'ES91 2100 0418 4502 0005 1332', bic: 'CAIXESBBXXX' }).where(eq(profiles.userId, member.id));
  await fundWallet(ctx, member.id, cents);
  const token = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
  const requestPayout = (requestAmount: number, key?: string) => ctx.app.server.inject({
    method: 'POST', url: '/api/transfers', payload: { requestAmount },
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
  return { ...member, requestPayout };
}

const transfersOf = (userId: number) => ctx.database.db.$count(transfers, eq(transfers.userId, userId));
const available = async (userId: number) => (await memberBalances(ctx.database.db, userId)).wallet_available;

describe('POST /api/transfers with an Idempotency-Key', () => {
  it('sent twice with one key: one transfer, the same answer both times; a new key is a new request', async () => {
    const m = await memberWithBalance(20_000);
    const first = await m.requestPayout(60, 'form-submission-1');
    const again = await m.requestPayout(60, 'form-submission-1');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await transfersOf(m.id)).toBe(1);
    expect(await available(m.id)).toBe(14_000);

    expect((await m.requestPayout(60, 'form-submission-2')).statusCode).toBe(201);
    expect(await transfersOf(m.id)).toBe(2);
    expect(await available(m.id)).toBe(8_000);
  });

  it('is the member\'s own: another member with the same key gets a transfer of their own', async () => {
    const a = await memberWithBalance(10_000);
    const b = await memberWithBalance(10_000);
    const mine = (await a.requestPayout(50, 'same-key')).json();
    const theirs = (await b.requestPayout(50, 'same-key')).json();
    expect(theirs.id).not.toBe(mine.id);
    expect([await transfersOf(a.id), await transfersOf(b.id)]).toEqual([1, 1]);
  });

  it('sent 10 times at once with one key: one transfer, every answer the same', async () => {
    const m = await memberWithBalance(20_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => m.requestPayout(50, 'double-click')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await transfersOf(m.id)).toBe(1);
    expect(await available(m.id)).toBe(15_000);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('refuses a key that is blank, longer than 255 characters or malformed, in the member\'s language; without a key every request counts', async () => {
    const m = await memberWithBalance(20_000);
    for (const bad of ['', 'k'.repeat(256), 'with space']) {
      const answer = await m.requestPayout(50, bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().violations[0]).toMatchObject({ propertyPath: 'idempotency-key', code: 'validation.idempotencyKey' });
    }
    expect(await transfersOf(m.id)).toBe(0);
    await m.requestPayout(50);
    await m.requestPayout(50);
    expect(await transfersOf(m.id)).toBe(2);
  });
});
