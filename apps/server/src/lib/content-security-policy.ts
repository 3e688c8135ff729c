import type { FastifyHelmetOptions } from '@fastify/helmet';
import { VIDEO_EMBED_ORIGINS } from '@vo/domain';
import type { Config } from '../config';

// Stripe.js and its card fields come from js.stripe.com (script and iframes) and talk to api.stripe.com.
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/**
 * The browser may load only our own files, plus the third parties this configuration switches on: Stripe, and
 * `chat`, the origins of the support chat provider (support/support-widget.ts `supportWidgetOrigins`). Frames may
 * also hold the privacy players of the training replays (YouTube without cookies, Vimeo; domain `videoEmbedUrl`).
 */
export function contentSecurityPolicy(config: Config, chat: readonly string[]) {
  const stripe = Boolean(config.STRIPE_PUBLISHABLE_KEY);
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', ...chat],
    styleSrc: ["'self'", "'unsafe-inline'", ...chat],
    scriptSrc: ["'self'", ...chat, ...(stripe ? [STRIPE_SCRIPT] : [])],
    connectSrc: ["'self'", ...chat, ...(stripe ? [STRIPE_API] : [])],
    frameSrc: ["'self'", ...chat, ...(stripe ? STRIPE_FRAMES : []), ...VIDEO_EMBED_ORIGINS],
  };
}

// One year: the value helmet and the HSTS preload list use.
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * helmet's options. Asking browsers for https (upgrade-insecure-requests, HSTS) only where PUBLIC_URL is https:
 * on plain http, under any host but localhost, the upgrade sends every file to an https that is not there.
 */
export function securityHeaders(config: Config, chat: readonly string[]): FastifyHelmetOptions {
  const https = new URL(config.publicUrl).protocol === 'https:';
  return {
    contentSecurityPolicy: { directives: { ...contentSecurityPolicy(config, chat), upgradeInsecureRequests: https ? [] : null } },
    hsts: https && { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
  };
}
