import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('switches off the compiled fast path of the zod loaded after it, without importing zod itself', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
