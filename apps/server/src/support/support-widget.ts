import { createHmac } from 'node:crypto';
import type { Config } from '../config';

/** GET /api/support_widget: how the browser's help desk works for this member. */
export interface SupportWidgetSettings {
  /** The third-party chat to load, or null: the help desk then uses support tickets. */
  provider: { scriptUrl: string; key: string; userHash: string | null } | null;
  /** After this long without the provider's script the widget offers the ticket form instead (spec section 9). */
  timeoutMs: number;
}

/**
 * The provider's settings for one member. `userHash` (HMAC-SHA256 of the user id, hex) lets providers that
 * offer identity verification trust the identity the browser passes; without the secret it is null.
 */
export function supportWidgetSettings(config: Config, userId: number): SupportWidgetSettings {
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
