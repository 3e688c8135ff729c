import { apiFetch } from './client';

/** GET /api/client-config: the first-party OAuth client the login form sends (docs/api.md). */
export interface ClientConfig {
  clientId: string;
  clientSecret: string;
  appVersion?: string;
}

let cached: Promise<ClientConfig> | null = null;

/** Fetched once per page load and shared; a failure is not cached. */
export function getClientConfig(): Promise<ClientConfig> {
  cached ??= apiFetch<ClientConfig>('/api/client-config', { auth: false }).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
