import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/** Dates a lenient parser takes for real ones: five-digit and negative years, impossible days and times. */
const FAR_DATES = [
  '99999-01-01', '-000001-01-01', '+275760-09-13T00:00:00.000Z', '0000-01-01', '0001-01-01', '9999-12-31',
  '2024-02-30', '2024-13-01', '2024-01-01T25:61:00', '1970-01-01T00:00:00Z', '2026-01-31',
];

const NUMBERS = [
  -1, 0, 1, 2, 3, -0.5, 0.001, 1.005, 49.999, 50, 100.5, 2147483647, 2147483648, -2147483649,
  999999999999, 9007199254740991, 2 ** 53 + 2, 1e21, 1e308, -1e308,
];

const STRINGS = [
  '', ' ', 'null', 'true', 'NaN', 'Infinity', '-1', '0', '1', '1e309', '0x10', '1.5', ' 1', '１',
  "' OR '1'='1", '"; drop table users; --', '<script>alert(1)</script>', '../../etc/passwd', '%', '%zz', '\\',
  '{}', '[]', '__proto__', 'constructor', '😀', '\u202e', '\ud800', 'Zdeněk Łukasz Dvořák-Őrsi', '\r\nX-Injected: 1',
  'a@b.c', 'ES91 2100 0418 4502 0005 1332', 'photo', 'bank_certificate', 'id_front', 'left', 'right', 'asc', 'desc',
  'pending', 'cancelled', 'accepted', 'open', 'closed', 'confirmed', 'TRANS_PAYMENT', 'CARD_PAYMENT', 'WALLET_PAYMENT',
  'password', 'refresh_token', 'virtual-office-web', 'es', 'en', 'pt', 'product', 'travel', 'day', 'month',
];

/** NUL bytes wherever a string goes (issue 13 item 8). */
const withNul = (arb: fc.Arbitrary<string>) => arb.map((s) => `${s.slice(0, 2)}\u0000${s.slice(2)}`);

const longStrings = fc.constantFrom('x'.repeat(256), 'é'.repeat(5_000), 'a'.repeat(70_000));

/** A hostile string; `names` are known usernames and e-mails, so lookups also hit real rows. */
export function hostileString(names: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...STRINGS, ...names), weight: 5 },
    { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 },
    { arbitrary: withNul(fc.constantFrom('demo', 'admin', ...names)), weight: 1 },
    { arbitrary: fc.constantFrom(...FAR_DATES), weight: 1 },
    { arbitrary: longStrings, weight: 1 },
  );
}

/** Huge, negative, fractional and boundary numbers. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.constantFrom(...NUMBERS), weight: 4 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

/** A value of the wrong type for wherever it lands. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [[]], { '': null }, '', 0),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

export interface ValuePools {
  /** Record ids worth hitting: the members' own and each other's. */
  ids: number[];
  names: string[];
}

/** A plausible value for a JSON schema, hostile at the edges, sometimes of the wrong type. */
export function valueFor(schema: JsonSchema | undefined, pools: ValuePools, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return wrongType;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(v, pools, depth + 1)));
  return fc.oneof(
    { arbitrary: plausible(schema, pools, depth), weight: 8 },
    { arbitrary: fc.oneof(hostileString(pools.names), hostileNumber), weight: 2 },
    { arbitrary: wrongType, weight: 1 },
  );
}

function plausible(schema: JsonSchema, pools: ValuePools, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return fc.oneof(fc.constantFrom(...pools.ids), hostileNumber, fc.integer({ min: 1, max: 500 }));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items, pools, depth + 1), { maxLength: 4 });
    case 'object':
      return objectFor(schema, pools, depth);
    default:
      if (schema.pattern?.includes('\\d{4}')) return fc.oneof(fc.constantFrom(...FAR_DATES), isoDay);
      return schema.pattern ? fc.oneof(matching(schema), hostileString(pools.names)) : hostileString(pools.names);
  }
}

/** A string the schema's pattern and lengths accept, so that requests get past validation into the services. */
function matching({ pattern, minLength = 0, maxLength = 60 }: JsonSchema): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern!)).filter((s) => s.length >= minLength && s.length <= maxLength);
  } catch {
    return fc.string({ minLength, maxLength: Math.min(maxLength, 30) });
  }
}

const isoDay = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

function objectFor(schema: JsonSchema, pools: ValuePools, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, valueFor(s, pools, depth + 1)]));
  const required = (schema.required ?? []).filter((key) => key in model);
  const extra = fc.dictionary(fc.constantFrom('id', 'userId', 'roles', 'isAdmin', 'status', '__proto__', 'amount'), valueFor(undefined, pools), { maxKeys: 2 });
  return fc.tuple(
    fc.oneof(fc.record(model, { requiredKeys: required }), fc.record(model, { requiredKeys: [] })),
    fc.option(extra, { freq: 4 }),
  ).map(([body, more]) => ({ ...more, ...body }));
}

/** A query-string value: text, numbers, far dates and ids. */
export function queryValue(pools: ValuePools): fc.Arbitrary<string> {
  return fc.oneof(
    hostileString(pools.names),
    hostileNumber.map(String),
    fc.constantFrom(...FAR_DATES),
    fc.constantFrom(...pools.ids).map(String),
  );
}

/** Renders a generated value as the text of a path segment or query parameter. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** Replaces lone surrogates (which a URL or form cannot carry) by U+FFFD; String#toWellFormed is ES2024. */
export const wellFormed = (text: string): string =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
