import { readFileSync } from 'node:fs';
import { addDays, madridDay } from '@vo/domain';
import { beforeAll } from 'vitest';
import type { TestContext } from './build-app';
import { createAdmin, MEMBER_PASSWORD, registerMember, registerPaidMember } from './factories';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API with a bearer token (or none) in a language; JSON bodies. */
export function apiAs(ctx: TestContext, token: string | null, language = 'en') {
  return (method: Method, url: string, payload?: object) =>
    ctx.app.server.inject({
      method, url, payload,
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
}
export type Api = ReturnType<typeof apiAs>;

/** The company day `days` from today (negative: in the past). */
export const day = (days: number) => addDays(madridDay(), days);
/** Noon (Madrid, winter or summer alike within a day) of the company day `days` from today, as an instant. */
export const noonOf = (days: number) => `${day(days)}T12:00:00+01:00`;

/** A catalogue text in the three languages. */
export const texts = (words: string) => ({ es: `${words} (es)`, en: words, pt: `${words} (pt)` });

export const journeyBody = (overrides: Record<string, unknown> = {}) => ({
  title: texts('Norwegian fjords'), description: texts('Ten days among the fjords'), price: 1200, deposit: 200, seats: 20,
  family: 'travel', kind: 'cruise', destination: 'Bergen', country: 'NO',
  departureOn: day(60), returnOn: day(70), bookingClosesOn: day(30), ...overrides,
});

export const excursionBody = (travel: number, overrides: Record<string, unknown> = {}) => ({
  title: texts('Glacier walk'), description: texts('A morning on the ice'), price: 80, deposit: 20, seats: 10,
  travel, dateAt: noonOf(62), ...overrides,
});

export const courseBody = (overrides: Record<string, unknown> = {}) => ({
  title: texts('The Line of Life'), description: texts('A weekend course'), price: 90, deposit: 30, seats: 40,
  category: 'lineOfLife', dateAt: noonOf(20), place: 'Madrid', ...overrides,
});

export const categoryBody = (overrides: Record<string, unknown> = {}) => ({ name: texts('Gastronomy'), type: 'experience', sort: 1, ...overrides });

export const eventBody = (category: number, overrides: Record<string, unknown> = {}) => ({
  title: texts('Wine tasting'), description: texts('An evening in a cellar'), price: 40, deposit: 10, seats: 30,
  category, dateAt: noonOf(15), place: 'Logroño', ...overrides,
});

export const trainingBody = (overrides: Record<string, unknown> = {}) => ({
  title: texts('Closing sales'), author: 'Ana Ruiz', language: 'es', category: 'business', date: day(-7),
  replay: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', ...overrides,
});

/** Creates through the console and answers the created item (fails the test on anything but 201). */
export async function created(api: Api, base: string, body: object) {
  const response = await api('POST', base, body);
  if (response.statusCode !== 201) throw new Error(`POST ${base} answered ${response.statusCode}: ${response.body}`);
  return response.json() as { id: number; '@id': string } & Record<string, unknown>;
}

/** An admin, a member without a distributor licence (pre) and a distributor (start, earns commissions). */
export async function catalogueViewers(ctx: TestContext) {
  const admin = await createAdmin(ctx);
  const client = await registerMember(ctx);
  const distributor = await registerPaidMember(ctx, 2);
  const tokens = {
    admin: admin.token,
    client: await ctx.tokenFor(client.username, MEMBER_PASSWORD),
    distributor: await ctx.tokenFor(distributor.username, MEMBER_PASSWORD),
  };
  return { admin: apiAs(ctx, tokens.admin), client: apiAs(ctx, tokens.client), distributor: apiAs(ctx, tokens.distributor), tokens };
}

type Viewers = Awaited<ReturnType<typeof catalogueViewers>>;
type Role = keyof Viewers['tokens'];

/**
 * The catalogue viewers of a test file, signed in once in its `beforeAll`. The calls and tokens read them when
 * a test runs, so a file can destructure them at its top: `const { admin, tokens } = useCatalogueViewers(ctx)`.
 */
export function useCatalogueViewers(ctx: TestContext) {
  let viewers: Viewers | undefined;
  beforeAll(async () => {
    viewers = await catalogueViewers(ctx);
  });
  const signedIn = () => {
    if (!viewers) throw new Error('the catalogue viewers sign in in beforeAll: use them inside a test');
    return viewers;
  };
  const as = (role: Role): Api => (...args) => signedIn()[role](...args);
  const tokens = {
    get admin() { return signedIn().tokens.admin; },
    get client() { return signedIn().tokens.client; },
    get distributor() { return signedIn().tokens.distributor; },
  } satisfies Viewers['tokens'];
  return { admin: as('admin'), client: as('client'), distributor: as('distributor'), tokens };
}

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
export const TINY_PNG = fixture('tiny.png');
export const TINY_JPG = fixture('tiny.jpg');
export const TINY_PDF = fixture('tiny.pdf');

/** POSTs a file as a browser's FormData does, in the field `file` (plus any other fields). */
export async function uploadFile(ctx: TestContext, token: string, url: string, file: { name: string; bytes: Uint8Array }, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return ctx.app.server.inject({
    method: 'POST', url, payload: Buffer.from(await request.arrayBuffer()),
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', 'content-type': request.headers.get('content-type')! },
  });
}
