import { maskIban, profileRuleViolations, sameBankData, type Profile, type ProfileCreate, type ProfileUpdate } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Session } from '../auth/current-user';
import type { Reauthentication } from '../auth/reauthentication';
import type { Db, Tx } from '../db/client';
import { profiles } from '../db/schema';
import { AppError } from '../lib/errors';
import type { Mailer } from '../mail/mailer';
import { assertAddress } from '../users/address-check';
import { uniqueness, violationForConstraint } from '../users/uniqueness';
import { findProfile, type ProfileRow } from './profile-rows';

type ProfileRecord = typeof profiles.$inferSelect;
type Changes = Partial<Omit<Profile, 'userType'>> & { userKind?: Profile['userType'] };

/** The columns an input writes: `userType` is stored as `user_kind`; absent fields stay out. */
function toColumns({ userType, ...rest }: Partial<Profile>): Changes {
  const changes: Changes = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  if (userType !== undefined) changes.userKind = userType;
  return changes;
}

/** Whether the changes give another IBAN or BIC (absent ones stay as they are). */
function bankChanged(before: Pick<ProfileRecord, 'iban' | 'bic'> | null, changes: Changes): boolean {
  const after = { iban: changes.iban === undefined ? before?.iban : changes.iban, bic: changes.bic === undefined ? before?.bic : changes.bic };
  return !sameBankData(before, after);
}

/** A unique-index race (two members claiming one dni at once) still gets the field's message. */
async function withUniqueViolations<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = (error as { cause?: { constraint?: string } }).cause?.constraint ?? (error as { constraint?: string }).constraint;
    const violation = violationForConstraint(constraint);
    if (violation) throw new AppError('VALIDATION', [violation]);
    throw error;
  }
}

/**
 * My account → profile (spec section 3 Profile). Every rule is checked before anything is written; a change
 * of IBAN or BIC is confirmed by the member (reauthentication.ts) and announced by e-mail in their language,
 * in the transaction that makes it.
 */
export function profilesService(db: Db, mailer: Mailer, reauth: Reauthentication) {
  async function check(userId: number, before: ProfileRecord | null, changes: Changes) {
    const after = { ...before, ...changes };
    const violations = profileRuleViolations({ ...after, userType: after.userKind });
    if (violations.length) throw new AppError('VALIDATION', violations);
    if (changes.countryId !== undefined || changes.stateId !== undefined) {
      if (!after.countryId) throw AppError.validation('countryId', 'validation.required', { name: 'countryId' });
      await assertAddress(db, after.countryId, after.stateId);
    }
    if (changes.dni !== undefined && changes.dni !== before?.dni && (await uniqueness.dniTaken(db, changes.dni, userId))) {
      throw AppError.validation('dni', 'validation.dniExists');
    }
  }

  async function notifyBankChange(tx: Tx, session: Session, profile: ProfileRecord) {
    await mailer.queue(tx, { userId: session.user.id, template: 'bankDataChanged', params: { account: profile.iban ? maskIban(profile.iban) : null } });
  }

  return {
    /** POST /api/profiles: the member's first profile (registration makes one; accounts created otherwise have none). */
    async create(session: Session, input: ProfileCreate, ip: string): Promise<ProfileRow> {
      const { currentPassword, code, ...fields } = input;
      const userId = session.user.id;
      if ((await db.$count(profiles, eq(profiles.userId, userId))) > 0) throw new AppError('CONFLICT');
      const changes = toColumns(fields);
      await check(userId, null, changes);
      const bank = bankChanged(null, changes);
      if (bank) await reauth.confirm(session, { currentPassword, code }, ip, 'validation.bankChangeConfirm');
      const id = await withUniqueViolations(() => db.transaction(async (tx) => {
        const [created] = await tx.insert(profiles)
          .values({ ...changes, userId, name: fields.name, surname: fields.surname, dni: fields.dni, birthDate: fields.birthDate })
          .returning();
        if (bank) await notifyBankChange(tx, session, created!);
        return created!.id;
      }));
      return (await findProfile(db, id))!;
    },

    /** PUT /api/profiles/{id}: the fields sent; the others stay as they are. */
    async update(session: Session, before: ProfileRecord, input: ProfileUpdate, ip: string): Promise<ProfileRow> {
      const { currentPassword, code, ...fields } = input;
      const changes = toColumns(fields);
      await check(session.user.id, before, changes);
      const bank = bankChanged(before, changes);
      if (bank) await reauth.confirm(session, { currentPassword, code }, ip, 'validation.bankChangeConfirm');
      await withUniqueViolations(() => db.transaction(async (tx) => {
        const [updated] = await tx.update(profiles).set({ ...changes, updatedAt: new Date() }).where(eq(profiles.id, before.id)).returning();
        if (bank) await notifyBankChange(tx, session, updated!);
      }));
      return (await findProfile(db, before.id))!;
    },
  };
}
export type ProfilesService = ReturnType<typeof profilesService>;
