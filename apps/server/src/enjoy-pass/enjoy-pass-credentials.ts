import { randomInt } from 'node:crypto';

/** Letters and digits nobody misreads when typing them from an e-mail (no 0/O, 1/l/I). */
const READABLE = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const READABLE_MIXED = `${READABLE}abcdefghijkmnpqrstuvwxyz`;

const randomText = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** An Enjoy Pass login: "EP" and 8 readable characters (32^8 logins; the unique constraint refuses a repeat). */
export const newEnjoyPassLogin = () => `EP${randomText(READABLE, 8)}`;

/** The one-time password of an Enjoy Pass: 10 readable characters (~58 bits), stored only hashed. */
export const newOneTimePassword = () => randomText(READABLE_MIXED, 10);
