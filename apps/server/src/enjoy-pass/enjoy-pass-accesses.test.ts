import { addDays, madridDay } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { enjoyPassAccesses, mailOutbox } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, memberClient, registerMember, setUserFlags } from '../test/factories';
import { deliverMails } from '../test/mail';
import { boughtPasses } from './test-passes';

const ctx = useTestApp();

async function member(passes = 0) {
  const m = await registerMember(ctx);
  if (passes) await boughtPasses(ctx.database.db, m.id, passes);
  return { ...m, call: await memberClient(ctx, m.username) };
}
type Member = Awaited<ReturnType<typeof member>>;

const give = (m: Member, email: string, idempotencyKey?: string) =>
  m.call('POST', '/api/enjoy_pass_accesses', { email }, idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey });
const refusal = (response: { statusCode: number; json(): { code: string; 'hydra:description': string } }) =>
  [response.statusCode, response.json().code, response.json()['hydra:description']];

describe('giving an Enjoy Pass (DESIGN.md section 7b)', () => {
  it('creates credentials valid for enjoyPassValidityDays, e-mails them in the giver\'s language, lists them and counts the pass', async () => {
    const m = await member(50);
    await setUserFlags(ctx, m.username, { language: 'es' });
    const created = await give(m, ' Friend.One@Example.com ');
    expect(created.statusCode).toBe(201);
    const access = created.json();
    expect(access).toMatchObject({
      '@type': 'EnjoyPassAccess', email: 'friend.one@example.com', credentials: expect.stringMatching(/^EP[2-9A-Z]{8}$/),
      validUntil: addDays(madridDay(), 365), expired: false, user: `/api/users/${m.id}`,
    });

    // The outbox keeps the mail with the password masked; the delivered copy carries it, and only its hash is stored.
    const [stored] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'friend.one@example.com'));
    expect(stored).toMatchObject({ template: 'enjoyPassGiven', language: 'es' });
    expect(stored!.text).toContain(access.credentials);
    expect(stored!.text).toContain('••••••');
    const delivered = (await deliverMails(ctx)).find((mail) => mail.to === 'friend.one@example.com')!;
    expect(delivered.subject).toContain('te regala un Enjoy Pass');
    const password = /Contraseña de un solo uso: (\S+)/.exec(delivered.text)![1]!;
    expect(password).toHaveLength(10);
    const [row] = await ctx.database.db.select().from(enjoyPassAccesses).where(eq(enjoyPassAccesses.id, access.id));
    expect(row!.passwordHash).not.toContain(password);
    expect(await verifyPassword(row!.passwordHash, password)).toBe(true);

    const list = (await m.call('GET', '/api/enjoy_pass_accesses')).json();
    expect(list['hydra:totalItems']).toBe(1);
    expect(list['hydra:member'][0]).toEqual(access);
    expect((await m.call('GET', `/api/enjoy_pass_accesses/${access.id}`)).json()).toEqual(access);
    expect((await m.call('GET', '/api/enjoy_pass_balance')).json()).toMatchObject({ bought: 50, given: 1, left: 49, validityDays: 365 });
  });

  it('refuses an address that already has live credentials, whoever gave them, with the translated message', async () => {
    const [a, b] = [await member(5), await member(5)];
    expect((await give(a, 'twice@example.com')).statusCode).toBe(201);
    expect(refusal(await give(a, 'TWICE@example.com'))).toEqual([409, 'ENJOY_PASS_EXISTS', 'An Enjoy Pass already exists for that e-mail']);
    expect(refusal(await give(b, 'twice@example.com'))).toEqual([409, 'ENJOY_PASS_EXISTS', 'An Enjoy Pass already exists for that e-mail']);
    expect((await a.call('GET', '/api/enjoy_pass_balance')).json().left).toBe(4);
  });

  it('refuses a member with no passes left, in their language', async () => {
    const none = await member(0);
    expect(refusal(await give(none, 'nobody@example.com'))).toEqual([422, 'ENJOY_PASS_NONE_LEFT', 'You have no Enjoy Passes left: buy more to give them']);
    const one = await member(1);
    expect((await give(one, 'first@example.com')).statusCode).toBe(201);
    expect(refusal(await give(one, 'second@example.com'))[1]).toBe('ENJOY_PASS_NONE_LEFT');
  });

  it('answers a repeated Idempotency-Key header with the same access, spending one pass', async () => {
    const m = await member(3);
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([give(m, 'double@example.com', key), give(m, 'double@example.com', key)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect((await m.call('GET', '/api/enjoy_pass_balance')).json()).toMatchObject({ given: 1, left: 2 });
    expect(await ctx.database.db.$count(mailOutbox, eq(mailOutbox.recipient, 'double@example.com'))).toBe(1);
  });

  it('refuses a malformed Idempotency-Key with a translated 400, before giving anything', async () => {
    const m = await member(3);
    for (const bad of ['two words', 'clé', 'k'.repeat(256), 'a,b']) {
      const answer = await give(m, 'malformed@example.com', bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().violations).toEqual([expect.objectContaining({
        propertyPath: 'idempotency-key', message: 'The Idempotency-Key header takes 1 to 255 letters, digits, hyphens, underscores, dots or colons',
      })]);
    }
    expect((await m.call('GET', '/api/enjoy_pass_balance')).json()).toMatchObject({ given: 0, left: 3 });
  });

  it('hides another member\'s access (404) and lists only one\'s own', async () => {
    const [owner, other] = [await member(2), await member(2)];
    const access = (await give(owner, 'mine@example.com')).json();
    expect((await other.call('GET', `/api/enjoy_pass_accesses/${access.id}`)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/enjoy_pass_accesses')).json()['hydra:totalItems']).toBe(0);
    const anonymous = await ctx.app.server.inject({ method: 'POST', url: '/api/enjoy_pass_accesses', payload: { email: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the daily job marks expired the credentials past their day; the address may then get a new pass', async () => {
    const m = await member(2);
    const access = (await give(m, 'old@example.com')).json();
    await ctx.database.db.update(enjoyPassAccesses).set({ validUntil: addDays(madridDay(), -1) }).where(eq(enjoyPassAccesses.id, access.id));
    const admin = await createAdmin(ctx);
    const run = await ctx.app.server.inject({ method: 'POST', url: '/api/admin/jobs/enjoy-pass-expiry/run', headers: { authorization: `Bearer ${admin.token}` } });
    expect(run.statusCode).toBe(200);
    expect(run.json().details.expired).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.database.db.select().from(enjoyPassAccesses).where(eq(enjoyPassAccesses.id, access.id));
    expect(row!.expired).toBe(true);
    expect((await m.call('GET', `/api/enjoy_pass_accesses/${access.id}`)).json().expired).toBe(true);
    expect((await give(m, 'old@example.com')).statusCode).toBe(201);
  });
});
