import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum profile (19 MiB, 2 passes): ~40 ms here, affordable per login.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Started at load, so even the first unknown login costs one verification, like every other.
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

/**
 * The password check of a login: against the user's hash, or, for an unknown user, against a dummy hash,
 * so both answers take the same work and time does not tell whether an account exists.
 */
export async function checkPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) return verifyPassword(await dummyHash, password).then(() => false);
  return verifyPassword(passwordHash, password);
}
