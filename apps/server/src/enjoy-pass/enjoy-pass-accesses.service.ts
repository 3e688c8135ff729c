import { addDays, madridDay, PLAN_DEFAULTS, type EnjoyPassGive } from '@vo/domain';
import { and, eq, lt } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { SessionUser } from '../auth/current-user';
import type { Db, Tx } from '../db/client';
import { enjoyPassAccesses, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { madeWithKey } from '../lib/idempotency';
import { violatedUniqueIndex } from '../lib/unique-violation';
import type { Mailer } from '../mail/mailer';
import { readVariablesOr } from '../settings/variables.service';
import type { EnjoyPassAccessRow } from './enjoy-pass-access.presenter';
import { newEnjoyPassLogin, newOneTimePassword } from './enjoy-pass-credentials';
import { passBalance } from './pass-balance';

/** The partial unique index behind "one live access per e-mail" (migration 0027). */
const ONE_LIVE_PER_EMAIL = 'enjoy_pass_accesses_one_live_per_email';

/** How long given credentials last: the `enjoyPassValidityDays` variable, an admin may change it. */
export async function validityDays(db: Db | Tx): Promise<number> {
  const { enjoyPassValidityDays } = await readVariablesOr(db, { enjoyPassValidityDays: PLAN_DEFAULTS.enjoyPassValidityDays });
  return Number(enjoyPassValidityDays);
}

/** Marks expired the accesses whose last valid day is before `today` (of one address, or all); returns how many. */
export async function expireEnjoyPasses(db: Db | Tx, today: string, email?: string): Promise<number> {
  const stale = and(eq(enjoyPassAccesses.expired, false), lt(enjoyPassAccesses.validUntil, today), email ? eq(enjoyPassAccesses.email, email) : undefined);
  return (await db.update(enjoyPassAccesses).set({ expired: true }).where(stale).returning({ id: enjoyPassAccesses.id })).length;
}

/** Another member's access, or none, is "not found" (DESIGN.md section 4). */
async function ownAccess(db: Db | Tx, owner: SessionUser, id: number): Promise<EnjoyPassAccessRow> {
  const [row] = await db.select().from(enjoyPassAccesses).where(and(eq(enjoyPassAccesses.id, id), eq(enjoyPassAccesses.userId, owner.id)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Enjoy Pass credentials (DESIGN.md section 7b): each bought pass given once to an e-mail address. */
export function enjoyPassAccessesService(db: Db, mailer: Mailer) {
  return {
    own: (owner: SessionUser, id: number) => ownAccess(db, owner, id),

    async balance(owner: SessionUser) {
      const [balance, days] = await Promise.all([passBalance(db, owner.id), validityDays(db)]);
      return { ...balance, validityDays: days };
    },

    /**
     * Gives one pass: credentials valid for `enjoyPassValidityDays`, e-mailed to the address in the member's
     * language. The member's row is locked while the passes left are counted, so parallel gives queue and the
     * count never goes below zero; a request repeating an idempotency key answers the access it created.
     */
    async give(owner: SessionUser, input: EnjoyPassGive, idempotencyKey?: string): Promise<EnjoyPassAccessRow> {
      const password = newOneTimePassword();
      // Hashed before the transaction: the lock is held for the count and the insert only.
      const passwordHash = await hashPassword(password);
      try {
        return await db.transaction(async (tx) => {
          const earlier = await madeWithKey(tx, enjoyPassAccesses, owner.id, idempotencyKey);
          if (earlier) return ownAccess(tx, owner, earlier);
          await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for('no key update');
          if ((await passBalance(tx, owner.id)).left < 1) throw new AppError('ENJOY_PASS_NONE_LEFT');
          const today = madridDay();
          await expireEnjoyPasses(tx, today, input.email);
          const [live] = await tx.select({ id: enjoyPassAccesses.id }).from(enjoyPassAccesses)
            .where(and(eq(enjoyPassAccesses.email, input.email), eq(enjoyPassAccesses.expired, false)));
          if (live) throw new AppError('ENJOY_PASS_EXISTS');
          const [created] = await tx.insert(enjoyPassAccesses).values({
            userId: owner.id, email: input.email, login: newEnjoyPassLogin(), passwordHash,
            validUntil: addDays(today, await validityDays(tx)), idempotencyKey,
          }).returning();
          await mailer.queue(tx, {
            userId: owner.id, to: created!.email, template: 'enjoyPassGiven', secret: password,
            params: { login: created!.login, password, validUntil: created!.validUntil },
          });
          return created!;
        });
      } catch (error) {
        // Two members giving to the same address at once: the index refuses the second with the same answer.
        if (violatedUniqueIndex(error) === ONE_LIVE_PER_EMAIL) throw new AppError('ENJOY_PASS_EXISTS');
        throw error;
      }
    },
  };
}
export type EnjoyPassAccessesService = ReturnType<typeof enjoyPassAccessesService>;
