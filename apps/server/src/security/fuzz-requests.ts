import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { ID_PATTERN } from '@vo/domain';
import { asText, hostileNumber, hostileString, queryValue, valueFor, wellFormed, wrongType, type ValuePools } from './hostile-values';
import type { Operation, Parameter } from './openapi-operations';

const ACTORS = ['anonymous', 'member', 'other', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** One generated request, kept whole so that a failure can be shown and replayed. */
export interface FuzzRequest {
  actor: Actor;
  operation: Operation;
  /** Path parameter values before encoding, in the template's order. */
  pathValues: string[];
  url: string;
  bodyKind: string;
  contentType?: string;
  payload?: string | Buffer;
}

interface Body {
  bodyKind: string;
  contentType?: string;
  payload?: string | Buffer;
}

/** Filter, order and paging names of the collections (API-Platform syntax), tried on every route. */
const QUERY_KEYS = [
  'page', 'itemsPerPage', 'search', 'status', 'status[]', 'type', 'action', 'user', 'user[]', 'level', 'kind', 'week',
  'isActive', 'entity', 'entityId', 'paymentBy', 'admin', 'owner', 'payment', 'from', 'to', 'period', 'levels', 'side',
  'order[id]', 'order[createdAt]', 'order[createAt]', 'order[nope]', 'createdAt[after]', 'createdAt[strictly_before]',
  'createAt[after]', 'createAt[before]', 'confirmAt[strictly_after]', 'updatedAt[before]', 'dateOfJoin[after]',
  'lastLoginAt[before]', 'id[]', 'username', 'language', 'country',
];
const RAW_QUERY_TAILS = ['&%zz=1', '&a=%ED%A0%80', '&x[a][b][c]=1', '&page=1&page=2', '&%00=%00', '&=&&=', '&search=%00'];
const RAW_SEGMENTS = ['%00', '%zz', '%ED%A0%80', '..', '.', '%2e%2e', '%2F', 'a%2Fb', '%20'];

const MALFORMED_BODIES: Body[] = [
  { bodyKind: 'bad json', contentType: 'application/json', payload: '{"a":' },
  { bodyKind: 'bad json', contentType: 'application/json', payload: '{"a":1}garbage' },
  { bodyKind: 'bad json', contentType: 'application/json', payload: '\u0000' },
  { bodyKind: 'bad json', contentType: 'application/json', payload: '{"a":"\\u0000"}' },
  { bodyKind: 'bad json', contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}' },
  { bodyKind: 'bad json', contentType: 'application/json', payload: '['.repeat(10_000) },
  { bodyKind: 'bad json', contentType: 'application/json', payload: '1e999999' },
  { bodyKind: 'bad json', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { bodyKind: 'empty json', contentType: 'application/json', payload: '' },
  { bodyKind: 'multipart without boundary', contentType: 'multipart/form-data', payload: '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nphoto\r\n--x--\r\n' },
  { bodyKind: 'truncated multipart', contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG' },
  { bodyKind: 'bad form', contentType: 'application/x-www-form-urlencoded', payload: '%zz=%&a=%00&&=' },
  { bodyKind: 'other type', contentType: 'text/plain', payload: 'hello' },
  { bodyKind: 'other type', contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
  { bodyKind: 'oversized json', contentType: 'application/json', payload: `"${'x'.repeat(1_100_000)}"` },
];

const PNG = readFileSync(new URL('../test/fixtures/tiny.png', import.meta.url));
const BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW';

/** A well-formed multipart body, as a browser's FormData sends it. */
function multipart(fields: [string, string][], file: { name: string; type: string; bytes: Buffer } | null): Body {
  const parts = fields.map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const chunks: Uint8Array[] = parts.map((p) => Buffer.from(p));
  if (file) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { bodyKind: 'multipart', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.concat(chunks) };
}

const encode = (text: string) => encodeURIComponent(wellFormed(text));

function bodyFor(operation: Operation, pools: ValuePools): fc.Arbitrary<Body> {
  const keys = [...Object.keys(operation.bodySchema?.properties ?? {}), 'kind', 'file', 'username'];
  const json = (value: unknown): Body => ({ bodyKind: 'json', contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' });
  const pairs = fc.array(fc.tuple(fc.constantFrom(...keys), queryValue(pools)), { maxLength: 4 });
  const file = fc.record({
    name: fc.constantFrom('a.png', 'evil.html', '../../x.png', 'a\u0000.png', ''),
    type: fc.constantFrom('image/png', 'text/html', 'application/pdf'),
    bytes: fc.oneof(fc.constant(PNG), fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)), fc.constant(Buffer.from('<script>alert(1)</script>'))),
  });
  const variants = {
    json: valueFor(operation.bodySchema ?? { type: 'object' }, pools).map(json),
    wrongType: wrongType.map(json),
    form: pairs.map((p): Body => ({ bodyKind: 'form', contentType: 'application/x-www-form-urlencoded', payload: new URLSearchParams(p.map(([k, v]) => [k, wellFormed(v)])).toString() })),
    multipart: fc.tuple(pairs, fc.option(file)).map(([p, f]) => multipart(p, f)),
    malformed: fc.constantFrom(...MALFORMED_BODIES),
    none: fc.constant<Body>({ bodyKind: 'none' }),
  };
  const hasBody = operation.method === 'POST' || operation.method === 'PUT' || operation.method === 'PATCH';
  if (!hasBody) return fc.oneof({ arbitrary: variants.none, weight: 8 }, { arbitrary: variants.json, weight: 1 }, { arbitrary: variants.malformed, weight: 1 });
  return fc.oneof(
    { arbitrary: variants.json, weight: operation.bodySchema ? 8 : 3 },
    { arbitrary: variants.wrongType, weight: 1 },
    { arbitrary: variants.form, weight: 1 },
    { arbitrary: variants.multipart, weight: operation.bodySchema ? 1 : 3 },
    { arbitrary: variants.malformed, weight: 2 },
    { arbitrary: variants.none, weight: 1 },
  );
}

function pathValue(param: Parameter, ids: number[], pools: ValuePools): fc.Arbitrary<{ raw: string; encoded: string }> {
  const text = (arb: fc.Arbitrary<string>) => arb.map((raw) => ({ raw, encoded: encode(raw) }));
  const rawSegment = fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw, encoded: raw }));
  // Ids are documented as digit strings (idParam), so the pattern marks them as numbers too.
  const numeric = param.schema?.type === 'integer' || param.schema?.type === 'number' || param.schema?.pattern === ID_PATTERN.source;
  const known = numeric ? fc.constantFrom(...(ids.length ? ids : pools.ids)).map(String) : fc.constantFrom(...pools.names, ...(param.schema?.enum ?? []).map(String));
  return fc.oneof(
    { arbitrary: text(known), weight: 6 },
    { arbitrary: text(hostileNumber.map(String)), weight: numeric ? 2 : 1 },
    { arbitrary: text(hostileString(pools.names).filter((s) => s.length > 0)), weight: 2 },
    { arbitrary: rawSegment, weight: 1 },
  );
}

function queryFor(operation: Operation, pools: ValuePools): fc.Arbitrary<string> {
  const documented = operation.query.map((param) => fc.option(
    valueFor(param.schema, pools).map((v) => [param.name, asText(v)] as const),
    { freq: param.required ? 8 : 2 },
  ));
  const extra = fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), queryValue(pools)), { maxLength: 3 });
  const tail = fc.option(fc.constantFrom(...RAW_QUERY_TAILS), { freq: 8 });
  return fc.tuple(fc.tuple(...documented), extra, tail).map(([doc, more, rawTail]) => {
    const pairs = [...doc.filter((p) => p !== null), ...more];
    const text = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&') + (rawTail ?? '');
    return text ? `?${text}` : '';
  });
}

/** Every request the fuzzer may send to one operation; `ids` are the record ids its path id should usually name. */
export function requestsFor(operation: Operation, ids: number[], pools: ValuePools): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    actor: fc.constantFrom(...ACTORS),
    path: fc.tuple(...operation.pathParams.map((p) => pathValue(p, ids, pools))),
    query: queryFor(operation, pools),
    body: bodyFor(operation, pools),
  }).map(({ actor, path, query, body }) => {
    let i = 0;
    const url = operation.template.replace(/\{[^}]+\}/g, () => path[i++]!.encoded) + query;
    return { actor, operation, pathValues: path.map((p) => p.raw), url, ...body };
  });
}
