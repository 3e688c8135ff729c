import { z } from 'zod';
import { trustProxySetting } from './lib/trust-proxy';

/** Development defaults; production must set its own (see .env.example). */
const DEV_CLIENT_ID = 'virtual-office-web';
const DEV_CLIENT_SECRET = 'dev-client-secret-change-me';
const DEV_SECRETS_KEY = 'dev-secrets-key-change-me-in-production';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** `https://host[:port]` (or http, ws, wss) and nothing more. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return ['https:', 'http:', 'wss:', 'ws:'].includes(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  OAUTH_CLIENT_ID: z.string().min(1).default(DEV_CLIENT_ID),
  OAUTH_CLIENT_SECRET: z.string().min(16).default(DEV_CLIENT_SECRET),
  /** Encrypts secrets stored in the database (two-factor seeds); changing it invalidates them. */
  SECRETS_KEY: z.string().min(32).default(DEV_SECRETS_KEY),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(30 * 24 * 3600),
  /** A used refresh token presented again this soon is a race between tabs (same answer), not a theft. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  CORS_ORIGINS: z.string().default(''),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Virtual Office <no-reply@virtual-office.local>'),
  /**
   * Development without SMTP: delivered mails are written to this folder as JSON files, so their live links
   * (masked in the outbox) can be followed. Ignored when SMTP_URL is set.
   */
  MAIL_DROP_DIR: z.string().min(1).optional(),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** checkDni, checkEmail, checkUsername and sponsor together, per IP: they tell whether a value is in use. */
  LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: trustProxySetting,
  /** Every rate limit counted in Redis, shared by every instance; without it see lib/rate-limit/shared-store.ts (decision 110). */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  /** Starts every key this deployment writes to Redis, so several deployments can share one Redis. */
  REDIS_PREFIX: z.string().min(1).default('virtual-office:'),
  SEED_DEMO: booleanFlag.optional(),
  /** Check every JSON answer against its declared schema (always in tests; see bench/README.md for the cost). */
  RESPONSE_VALIDATION: booleanFlag.optional(),
  /** Card payments (Stripe): all three keys, or none (the card method then says it is not configured). */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must start with sk_ or rk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must start with whsec_').optional(),
  /** Another Stripe API address (a local stripe-mock); the SDK talks to api.stripe.com otherwise. */
  STRIPE_API_URL: z.url().optional(),
  /**
   * Third-party chat for the help desk (docs/decisions/042-help-desk-tickets-or-third-party-chat.md): the provider's script and the site key,
   * together or not at all; without them members write support tickets answered from the admin console.
   */
  SUPPORT_WIDGET_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  SUPPORT_WIDGET_KEY: z.string().min(1).optional(),
  /** Signs the member's id (HMAC-SHA256) so the provider can verify who is chatting. */
  SUPPORT_WIDGET_IDENTITY_SECRET: z.string().min(16).optional(),
  /** More origins the provider's widget talks to (comma-separated), allowed by the content security policy. */
  SUPPORT_WIDGET_ORIGINS: z.string().default('').refine(
    (v) => v.split(',').map((o) => o.trim()).filter(Boolean).every(isOrigin),
    'must be comma-separated origins such as https://chat.example.com',
  ),
  /** Spec section 9: the support widget gives up after 30000 ms by default. */
  SUPPORT_WIDGET_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Lets a Prometheus scraper read /metrics with `Authorization: Bearer <METRICS_TOKEN>` (admins may always). */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof schema>, 'TRUST_PROXY'> & {
  publicUrl: string;
  seedDemo: boolean;
  validateResponses: boolean;
  trustProxy: number | string[] | false;
  adminTwoFactorRequired: boolean;
};

/** The variables `schema` reads from `env`; a bad one throws with its name. */
function parseEnvironment<T extends z.ZodType>(settings: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const parsed = settings.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Where the database is and nothing more: the backup tools run from a cron job that holds no app secrets. */
export const loadDatabaseConfig = (env: NodeJS.ProcessEnv = process.env) =>
  parseEnvironment(schema.pick({ DATABASE_URL: true, DATA_DIR: true }), env);

/** Parses the environment; a bad variable stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const c = parseEnvironment(schema, env);
  const stripeKeys = [c.STRIPE_SECRET_KEY, c.STRIPE_PUBLISHABLE_KEY, c.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
  if (stripeKeys !== 0 && stripeKeys !== 3) {
    throw new Error('Invalid configuration:\n  STRIPE_*: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together');
  }
  if (Boolean(c.SUPPORT_WIDGET_SCRIPT_URL) !== Boolean(c.SUPPORT_WIDGET_KEY)) {
    throw new Error('Invalid configuration:\n  SUPPORT_WIDGET_*: set SUPPORT_WIDGET_SCRIPT_URL and SUPPORT_WIDGET_KEY together');
  }
  if (c.NODE_ENV === 'production' && c.SECRETS_KEY === DEV_SECRETS_KEY) {
    throw new Error('Invalid configuration:\n  SECRETS_KEY: the development key cannot be used in production');
  }
  if (c.NODE_ENV === 'production' && c.OAUTH_CLIENT_SECRET === DEV_CLIENT_SECRET) {
    throw new Error('Invalid configuration:\n  OAUTH_CLIENT_SECRET: the development secret cannot be used in production');
  }
  const { TRUST_PROXY: trustProxy, ...settings } = c;
  return {
    ...settings,
    trustProxy,
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    seedDemo: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    validateResponses: c.RESPONSE_VALIDATION ?? c.NODE_ENV !== 'production',
    // DESIGN.md section 4; the demo admin (no 2FA) keeps working in development and tests.
    adminTwoFactorRequired: c.NODE_ENV === 'production',
  };
}
