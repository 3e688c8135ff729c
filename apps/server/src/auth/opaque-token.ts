import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the token the client holds. Only its hash is stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
