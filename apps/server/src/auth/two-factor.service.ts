import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { TwoFactorSetup } from '@vo/domain';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../db/client';
import { googleFas } from '../db/schema';
import { AppError } from '../lib/errors';
import type { SecretBox } from '../lib/secret-box';
import type { SecondFactor } from './login.service';

/** RFC 6238 defaults: 30-second steps, one step of clock drift either way. */
const PERIOD = 30;
const TOLERANCE_SECONDS = PERIOD;
const RECOVERY_CODES = 10;
const ISSUER = 'Virtual Office';

const hashCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
const newRecoveryCode = () => {
  const raw = randomBytes(6).toString('hex').toUpperCase();
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
};

/** A member's two-factor record (no row until the first setup). */
export type TwoFactorRow = typeof googleFas.$inferSelect;

export function twoFactorService(db: Db, box: SecretBox) {
  const find = async (userId: number): Promise<TwoFactorRow | undefined> => (await db.select().from(googleFas).where(eq(googleFas.userId, userId)))[0];

  /** A right TOTP code not used before: its time step is claimed atomically, so the same code cannot enter twice. */
  async function acceptTotp(row: TwoFactorRow, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    const result = await verify({ secret: box.open(row.secretSealed), token: code, period: PERIOD, epochTolerance: TOLERANCE_SECONDS, afterTimeStep: row.lastTimeStep ?? undefined });
    if (!result.valid || !('timeStep' in result)) return false;
    const claimed = await db.update(googleFas).set({ lastTimeStep: result.timeStep })
      .where(and(eq(googleFas.id, row.id), or(isNull(googleFas.lastTimeStep), lt(googleFas.lastTimeStep, result.timeStep))))
      .returning({ id: googleFas.id });
    return claimed.length > 0;
  }

  /** A recovery code works once: its hash leaves the list in the same statement that checks it. */
  async function acceptRecoveryCode(row: TwoFactorRow, code: string): Promise<boolean> {
    const hash = hashCode(code);
    const used = await db.update(googleFas).set({ recoveryCodes: sql`array_remove(${googleFas.recoveryCodes}, ${hash})` })
      .where(and(eq(googleFas.id, row.id), sql`${hash} = any(${googleFas.recoveryCodes})`)).returning({ id: googleFas.id });
    return used.length > 0;
  }

  const secondFactor: SecondFactor = {
    async isEnabled(_db, userId) {
      return Boolean((await find(userId))?.enabledAt);
    },
    async verify(_db, userId, code) {
      const row = await find(userId);
      if (!row?.enabledAt) return false;
      return (await acceptTotp(row, code.trim())) || acceptRecoveryCode(row, code.trim());
    },
  };

  return {
    secondFactor,
    find,

    /** A new seed to scan (QR code) or type; replaces an unfinished one. Refused while 2FA is on. */
    async setup(user: { id: number; username: string }): Promise<TwoFactorSetup> {
      const existing = await find(user.id);
      if (existing?.enabledAt) throw new AppError('CONFLICT');
      const secret = generateSecret();
      const sealed = box.seal(secret);
      await db.insert(googleFas).values({ userId: user.id, secretSealed: sealed })
        .onConflictDoUpdate({ target: googleFas.userId, set: { secretSealed: sealed, lastTimeStep: null, recoveryCodes: [] } });
      const otpauthUrl = generateURI({ issuer: ISSUER, label: user.username, secret, period: PERIOD });
      return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
    },

    /** The first right code turns it on; the recovery codes are shown this once. */
    async enable(userId: number, code: string): Promise<string[]> {
      const row = await find(userId);
      if (!row || row.enabledAt) throw new AppError('CONFLICT');
      if (!(await acceptTotp(row, code.trim()))) throw AppError.validation('code', 'validation.totpInvalid');
      const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
      await db.update(googleFas).set({ enabledAt: new Date(), recoveryCodes: codes.map(hashCode) }).where(eq(googleFas.id, row.id));
      return codes;
    },

    /** Turning it off needs a current code (or a recovery code). */
    async disable(userId: number, code: string) {
      const row = await find(userId);
      if (!row?.enabledAt) throw new AppError('CONFLICT');
      if (!(await secondFactor.verify(db, userId, code))) throw AppError.validation('code', 'validation.totpInvalid');
      await db.delete(googleFas).where(and(eq(googleFas.id, row.id), isNotNull(googleFas.enabledAt)));
    },
  };
}
export type TwoFactorService = ReturnType<typeof twoFactorService>;
