import { and, eq, ne, sql } from 'drizzle-orm';
import type { Violation } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { profiles, users } from '../db/schema';

/** The lookups behind checkDni/checkEmail/checkUsername; the database's unique indexes stay the final word. */
export const uniqueness = {
  async usernameTaken(db: Db | Tx, username: string) {
    return (await db.$count(users, eq(sql`lower(${users.username})`, username.trim().toLowerCase()))) > 0;
  },
  async emailTaken(db: Db | Tx, email: string) {
    return (await db.$count(users, eq(sql`lower(${users.email})`, email.trim().toLowerCase()))) > 0;
  },
  /** `exceptUserId`: the member whose own profile holds the dni does not count (a profile update). */
  async dniTaken(db: Db | Tx, dni: string, exceptUserId?: number) {
    const sameDni = eq(sql`upper(${profiles.dni})`, dni.trim().toUpperCase());
    return (await db.$count(profiles, exceptUserId === undefined ? sameDni : and(sameDni, ne(profiles.userId, exceptUserId)))) > 0;
  },
};

/** Which field a unique-index violation is about, so a race still gets the field's message. */
export function violationForConstraint(constraint: string | undefined): Violation | null {
  switch (constraint) {
    case 'users_username_lower':
      return { propertyPath: 'username', code: 'validation.usernameExists' };
    case 'users_email_lower':
      return { propertyPath: 'email', code: 'validation.emailExists' };
    case 'profiles_dni_upper':
      return { propertyPath: 'dni', code: 'validation.dniExists' };
    default:
      return null;
  }
}
