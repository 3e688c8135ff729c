import { createHmac } from 'node:crypto';
import type { SupportWidget } from '@vo/domain';
import type { Config } from '../config';

/**
 * The provider's settings for one member. `userHash` (HMAC-SHA256 of the user id, hex) lets providers that
 * offer identity verification trust the identity the browser passes; without the secret it is null.
 */
export function supportWidgetSettings(config: Config, userId: number): SupportWidget {
  const { SUPPORT_WIDGET_SCRIPT_URL: scriptUrl, SUPPORT_WIDGET_KEY: key, SUPPORT_WIDGET_IDENTITY_SECRET: secret } = config;
  const userHash = secret ? createHmac('sha256', secret).update(String(userId)).digest('hex') : null;
  return {
    provider: scriptUrl && key ? { scriptUrl, key, userHash } : null,
    timeoutMs: config.SUPPORT_WIDGET_TIMEOUT_MS,
  };
}

/** Origins the content security policy must allow for the provider's widget: its script's and the configured ones. */
export function supportWidgetOrigins(config: Config): string[] {
  if (!config.SUPPORT_WIDGET_SCRIPT_URL) return [];
  const extra = config.SUPPORT_WIDGET_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean);
  return [...new Set([new URL(config.SUPPORT_WIDGET_SCRIPT_URL).origin, ...extra])];
}
