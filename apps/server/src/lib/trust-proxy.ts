import { isIP } from 'node:net';
import { z } from 'zod';

// Names proxy-addr (Fastify's trustProxy) understands for whole private ranges.
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whom to believe about the client's address (X-Forwarded-For). Off when unset, so nobody picks
 * their own IP for the rate limits and the audit trail; behind a real proxy, the number of proxy hops in front
 * of the app or the proxies' addresses. `true` (trust anyone) is refused on purpose.
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): number | string[] | false => {
    const text = value?.trim() ?? '';
    if (text === '') return false;
    if (/^\d+$/.test(text) && Number(text) >= 1) return Number(text);
    const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message: "must be a hop count (1) or the proxies' addresses or ranges, comma-separated (10.0.0.5,192.168.0.0/16,loopback); leave it unset when no proxy is in front",
    });
    return z.NEVER;
  });

/** Fastify's trustProxy for a setting; a hop count becomes the check Fastify itself builds (its types omit numbers). */
export function fastifyTrustProxy(setting: number | string[] | false): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
