import type { LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { freshDatabase } from './test-database';

export const TEST_CLIENT = { client_id: 'virtual-office-web', client_secret: 'dev-client-secret-change-me' };

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  /** Password grant through the real endpoint. */
  login(username: string, password: string): Promise<LightMyRequestResponse>;
  /** Access token of a successful login. */
  tokenFor(username: string, password: string): Promise<string>;
  /** Closes the app and its database (once: the file's afterAll calls it too), for a test that needs them stopped. */
  stop(): Promise<void>;
}

/**
 * Builds the real app on a fresh database before the file's tests and closes both after;
 * `webRoot` also serves a built web app from that folder, as main.ts does; `logStream` receives the log lines;
 * `dataDir` keeps an embedded database in that folder instead of in memory.
 */
export function useTestApp(
  env: Record<string, string> = {},
  { webRoot, logStream, dataDir }: { webRoot?: string; logStream?: DestinationStream; dataDir?: string } = {},
): TestContext {
  const context = {} as TestContext;
  let stopped: Promise<void> | undefined;
  context.stop = () => (stopped ??= (async () => {
    await context.app?.server.close();
    await context.database?.close();
  })());
  beforeAll(async () => {
    context.config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...env });
    context.database = await freshDatabase(dataDir);
    context.app = await buildApp({ config: context.config, database: context.database, webRoot, logStream });
    context.login = (username, password) =>
      context.app.server.inject({
        method: 'POST',
        url: '/api/login',
        // The configured client: a production-like test app has its own secret.
        payload: new URLSearchParams({ grant_type: 'password', username, password, client_id: context.config.OAUTH_CLIENT_ID, client_secret: context.config.OAUTH_CLIENT_SECRET }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    context.tokenFor = async (username, password) => {
      const response = await context.login(username, password);
      if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.body}`);
      return response.json().access_token as string;
    };
  });
  afterAll(() => context.stop());
  return context;
}
