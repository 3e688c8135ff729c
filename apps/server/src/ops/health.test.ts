import { translate } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { useTestApp } from '../test/build-app';

const ctx = useTestApp();

describe('health: liveness and readiness', () => {
  it('liveness answers without asking the database; readiness after a round trip', async () => {
    const live = await ctx.app.server.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', database: ctx.database.kind });
    const ready = await ctx.app.server.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: ctx.database.kind });
  });

  it('an unreachable PostgreSQL server, or one that hangs, makes the instance unready', async () => {
    const unreachable = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/nowhere' });
    const hanging = { ...ctx.database, execute: () => new Promise(() => {}) };
    for (const database of [unreachable, hanging]) {
      const { server } = await buildApp({ config: ctx.config, database });
      try {
        const ready = await server.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      } finally {
        await server.close();
      }
    }
    await unreachable.close();
  });

  it('a database that fails makes the instance unready: a translated 503 to retry, while liveness stays 200', async () => {
    const down = { ...ctx.database, execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) };
    const { server } = await buildApp({ config: ctx.config, database: down });
    try {
      const ready = await server.inject({ method: 'GET', url: '/api/health/ready', headers: { 'accept-language': 'pt' } });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('1');
      expect(ready.json()).toMatchObject({ '@type': 'hydra:Error', code: 'DATABASE_UNAVAILABLE', 'hydra:description': translate('pt', 'errors.databaseUnavailable') });
      expect((await server.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
