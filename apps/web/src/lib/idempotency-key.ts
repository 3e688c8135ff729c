/**
 * A fresh random key for one form submission (the Idempotency-Key header): 128 random bits in hex. Built from
 * getRandomValues, which, unlike crypto.randomUUID, also exists on a page served over plain http (a LAN address).
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
