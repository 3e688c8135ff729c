import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { registrationSchema } from '@vo/domain';
import { openPglite, seedOpened } from './seeded-network';
import { registrationService } from '../../apps/server/src/users/registration.service';
import { createMailer } from '../../apps/server/src/mail/mailer';
import { countries, memberships, users } from '../../apps/server/src/db/schema';
import { SEEDED_PASSWORD } from '../../apps/server/src/cli/seed-network';

const byText = new Map<string, { n: number; ms: number }>();
let recording = false;
let last = '?';
const proto = PGlite.prototype as unknown as { execProtocolRawSync(m: Uint8Array): Uint8Array };
const orig = proto.execProtocolRawSync;
proto.execProtocolRawSync = function (m: Uint8Array) {
  const t0 = performance.now();
  const r = orig.call(this, m);
  const ms = performance.now() - t0;
  if (recording) {
    const s = Buffer.from(m).toString('latin1');
    let key = last;
    if (s[0] === 'P') { const body = s.slice(5); const text = body.slice(body.indexOf('\0') + 1); key = text.slice(0, text.indexOf('\0')); }
    else if (s[0] === 'Q') key = s.slice(5, s.indexOf('\0', 5));
    key = key.replace(/\s+/g, ' ').slice(0, 160);
    last = key;
    const e = byText.get(key) ?? { n: 0, ms: 0 };
    e.n += 1; e.ms += ms; byText.set(key, e);
  }
  return r;
};

const members = Number(process.env.M ?? 100000);
const opened = await openPglite();
await seedOpened(opened, members, console.log, { dailyPass: true });
const db = opened.database.db;
const service = registrationService(db, createMailer(db, { from: 'x@y.z', logError: () => {} }));
const [spain] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'ES'));
const [pre] = await db.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.level, 1), eq(memberships.type, 'product')));
const ids = (await db.execute(sql`select username from users where binary_jump_id is not null order by random() limit 120`)).rows as { username: string }[];
let k = 0;
const times: number[] = [];
for (const { username } of ids) {
  k += 1;
  const input = registrationSchema.parse({
    sponsor: username, username: `prof${k}`, firstName: 'Bench', lastName: 'Member', email: `prof${k}@bench.test`, emailRepeat: `prof${k}@bench.test`,
    password: SEEDED_PASSWORD, passwordRepeat: SEEDED_PASSWORD, dni: `P${k}`.padEnd(6, '0'), birthDate: '1990-01-15', mobile: '+34 600 123 456',
    address1: 'Calle Mayor 1', city: 'Madrid', postalCode: '28001', countryId: spain!.id, membershipId: pre!.id, acceptTerms: true,
  });
  if (k === 21) { byText.clear(); recording = true; }
  const t0 = performance.now();
  await service.register(input);
  if (recording) times.push(performance.now() - t0);
}
recording = false;
const calls = times.length;
times.sort((a, b) => a - b);
console.log(`register total p50 ${times[Math.floor(calls / 2)]!.toFixed(1)} ms (hash included)`);
let sum = 0;
for (const [text, e] of [...byText].sort((a, b) => b[1].ms - a[1].ms)) {
  sum += e.ms;
  console.log(`${(e.ms / calls).toFixed(2).padStart(7)} ms ${(e.n / calls).toFixed(1).padStart(5)}×  ${text}`);
}
console.log(`sum in wasm per call ${(sum / calls).toFixed(2)} ms`);
await opened.dispose();
