import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { isAdminOnly, isPublic, OWNED_RECORDS, pathIdOwner } from './fuzz-policy';
import { FuzzReport, type Failure, type FailureKind } from './fuzz-report';
import { requestsFor, type FuzzRequest } from './fuzz-requests';
import { restoreSession, seedWorld, type FuzzWorld } from './fuzz-world';
import { readOperations, type Operation } from './openapi-operations';

/*
 * Issue 13, "prove it stays closed": every operation of /api/docs.json with hostile input, as anonymous,
 * a member, another member and an admin. Replay a run with FUZZ_SEED=<seed> (printed) and set its size
 * with FUZZ_REQUESTS. docs/security.md has the figures and how to run it.
 */
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const BUDGET = Number(process.env.FUZZ_REQUESTS ?? (ON_POSTGRES ? 3_000 : 10_000));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI ? 13_2026 : Math.floor(Math.random() * 2 ** 31);

const ctx = useTestApp();
let world: FuzzWorld;
let operations: Operation[];
/** What the app saw of the request in flight (requests go one at a time): its route, and what it threw. */
let probe: { route?: string; error?: Error } = {};

beforeAll(async () => {
  ctx.app.server.addHook('onRequest', async (request) => { probe.route = request.routeOptions.url; });
  ctx.app.server.addHook('onError', async (_request, _reply, error) => { probe.error = error; });
  world = await seedWorld(ctx);
  operations = await readOperations(ctx.app.server);
}, 120_000);

/** The answer's error code, or for a 5xx what was thrown: the name of a cause. */
const title = (response: LightMyRequestResponse): string => {
  if (response.statusCode >= 500) {
    // Drizzle wraps the driver's error: its cause says what went wrong, the query only where.
    const error = probe.error as (Error & { cause?: Error }) | undefined;
    return (error?.cause?.message ?? error?.message ?? 'no error thrown').replace(/\d+/g, 'N').slice(0, 140);
  }
  try {
    return String(response.json().code ?? '');
  } catch {
    return '';
  }
};

/** A body Fastify cannot read is refused before anyone is asked who they are; that tells a caller nothing. */
const unreadableBody = (response: LightMyRequestResponse, code: string) =>
  [413, 415].includes(response.statusCode) || (response.statusCode === 400 && code === 'BAD_REQUEST');

async function send(request: FuzzRequest, report: FuzzReport) {
  const { actor, operation } = request;
  const token = world.tokens[actor];
  probe = {};
  const sent = performance.now();
  const response = await ctx.app.server.inject({
    method: operation.method as 'GET',
    url: request.url,
    payload: request.payload,
    headers: {
      'accept-language': 'en',
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const status = response.statusCode;
  const answerTitle = title(response);
  const fail = (kind: FailureKind) => report.fail({ kind, request, status, title: answerTitle } satisfies Failure);
  report.answered(status, `${operation.method} ${operation.template}`, performance.now() - sent);
  const reachedRoute = probe.route === operation.route;
  const ok = status >= 200 && status < 300;

  if (status >= 500) fail('server error');
  if (actor === 'anonymous' && !isPublic(operation) && reachedRoute && !unreadableBody(response, answerTitle)) {
    report.anonymousTried += 1;
    if (status === 401) report.anonymousRefused += 1;
    else fail('anonymous not refused with 401');
  }
  if (actor === 'member' || actor === 'other') {
    const otherMember = world[actor === 'member' ? 'other' : 'member'];
    if (isAdminOnly(operation) && reachedRoute) {
      report.consoleTried += 1;
      if (ok) fail('member reached the console');
      else if (status !== 403 && status !== 401 && !unreadableBody(response, answerTitle)) fail('member not refused with 403 by the console');
    }
    const owner = pathIdOwner(operation);
    if ((OWNED_RECORDS as readonly string[]).includes(owner) && reachedRoute) {
      const id = Number(request.pathValues[0]);
      if (otherMember.records[owner as (typeof OWNED_RECORDS)[number]].includes(id) && String(id) === request.pathValues[0]) {
        report.foreignTried += 1;
        if (ok) fail('foreign id answered');
        else report.foreignRefused += 1;
      }
    }
    if (otherMember.secrets.some((secret) => response.body.includes(secret))) fail("another member's data in the answer");
  }
  // The fuzzer may log an actor out, block it or lock it; give it a session back and go on.
  if (actor !== 'anonymous' && status === 401) {
    const me = await ctx.app.server.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${world.tokens[actor]}` } });
    if (me.statusCode === 401) {
      await restoreSession(ctx, world, actor);
      report.sessionsRestored += 1;
    }
  }
}

describe('API fuzz (issue 13): every documented operation, hostile input, four kinds of caller', () => {
  it('classifies every path id: a member\'s record, shared data or the console', () => {
    const unclassified = operations.filter((op) => pathIdOwner(op) === 'unclassified').map((op) => `${op.method} ${op.template}`);
    expect(unclassified, 'add these to PATH_IDS in security/fuzz-policy.ts').toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  it(`never answers 5xx, never serves a foreign id, always 401 for anonymous (${BUDGET} requests)`, async () => {
    console.log(`API fuzz: seed ${SEED}, ${BUDGET} requests${ON_POSTGRES ? ' on PostgreSQL' : ''}. Replay: FUZZ_SEED=${SEED} FUZZ_REQUESTS=${BUDGET} npx vitest run apps/server/src/security/api-fuzz.test.ts`);
    const report = new FuzzReport();
    const pools = {
      ids: [...new Set([world.member, world.other].flatMap((m) => Object.values(m.records).flat()).concat(world.admin.id))],
      names: [world.member.username, world.other.username, world.admin.username, 'virtualoffice', 'admin', 'demo'],
    };
    const idsFor = (op: Operation) => {
      const owner = pathIdOwner(op);
      return (OWNED_RECORDS as readonly string[]).includes(owner)
        ? [world.member, world.other].flatMap((m) => m.records[owner as (typeof OWNED_RECORDS)[number]])
        : [];
    };
    const requests = fc.oneof(...operations.map((op) => requestsFor(op, idsFor(op), pools)));
    const started = performance.now();
    const cpu = process.cpuUsage();
    await fc.assert(fc.asyncProperty(requests, async (request) => { await send(request, report); }), { seed: SEED, numRuns: BUDGET });
    const { user, system } = process.cpuUsage(cpu);
    console.log(report.summary(SEED, (performance.now() - started) / 1000, (user + system) / 1e6));
    expect(report.failures, `${report.failures.length} failures by cause (replay with FUZZ_SEED=${SEED}):\n${FuzzReport.describe(report.failures)}`).toHaveLength(0);
  }, 900_000);
});
