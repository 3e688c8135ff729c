import { idempotencyKeyHeadersSchema } from '@vo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { MemoryStorage } from '@/test/memory-storage';
import { giveEnjoyPass } from './give-enjoy-pass';

describe('giveEnjoyPass', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the submission key as the Idempotency-Key header, a key the server accepts, and only the e-mail in the body', async () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    const fetch = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const key = newIdempotencyKey();
    await giveEnjoyPass({ body: { email: 'friend@example.com' }, idempotencyKey: key });

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/enjoy_pass_accesses');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(key);
    expect(JSON.parse(String(init.body))).toEqual({ email: 'friend@example.com' });
    expect(idempotencyKeyHeadersSchema.safeParse({ 'idempotency-key': key }).success).toBe(true);
  });
});
