import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/build-app';
import { registerMember } from '../test/factories';

// Counts the argon2 verifications behind each answer; time itself is never asserted (too noisy on shared machines).
const argon2Calls = vi.hoisted(() => ({ verify: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  const verify: typeof original.verify = (...args) => {
    argon2Calls.verify += 1;
    return original.verify(...args);
  };
  return { ...original, verify };
});

const ctx = useTestApp();

/** How many password verifications one answer cost. */
async function verificationsOf(answer: () => Promise<unknown>): Promise<number> {
  argon2Calls.verify = 0;
  await answer();
  return argon2Calls.verify;
}

describe('an unknown user costs the same work as a wrong password (no timing oracle)', () => {
  it('POST /api/login verifies one hash either way', async () => {
    const member = await registerMember(ctx);
    for (const username of [member.username, 'nobody-at-all']) {
      expect(await verificationsOf(() => ctx.login(username, 'Wrong1234'))).toBe(1);
    }
  });

  it('POST /reset-password/api/checkLastLogin verifies one hash either way', async () => {
    const member = await registerMember(ctx);
    for (const username of [member.username, 'nobody-at-all']) {
      const check = () => ctx.app.server.inject({ method: 'POST', url: '/reset-password/api/checkLastLogin', payload: { username, password: 'Wrong1234' } });
      expect(await verificationsOf(check)).toBe(1);
    }
  });
});
