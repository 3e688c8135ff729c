import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { Violation } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { namedStatement } from '../db/named-statements';
import { profiles, users } from '../db/schema';

// How each value is compared with the unique indexes (users_username_lower, users_email_lower, profiles_dni_upper).
const normal = {
  username: (value: string) => value.trim().toLowerCase(),
  email: (value: string) => value.trim().toLowerCase(),
  dni: (value: string) => value.trim().toUpperCase(),
};
const sameUsername = (value: unknown): SQL => sql`lower(${users.username}) = ${value}`;
const sameEmail = (value: unknown): SQL => sql`lower(${users.email}) = ${value}`;
const sameDni = (value: unknown): SQL => sql`upper(${profiles.dni}) = ${value}`;

// A registration's three checks in one round trip (a named statement, as every sign-up runs it).
const takenQuery = namedStatement('registration_uniqueness', (db: Db) => db.select({
  username: sql<boolean>`exists(select from ${users} where ${sameUsername(sql.placeholder('username'))})`,
  email: sql<boolean>`exists(select from ${users} where ${sameEmail(sql.placeholder('email'))})`,
  dni: sql<boolean>`exists(select from ${profiles} where ${sameDni(sql.placeholder('dni'))})`,
}).from(sql`(select) as checked`));

/** The lookups behind checkDni/checkEmail/checkUsername; the database's unique indexes stay the final word. */
export const uniqueness = {
  async usernameTaken(db: Db | Tx, username: string) {
    return (await db.$count(users, sameUsername(normal.username(username)))) > 0;
  },
  async emailTaken(db: Db | Tx, email: string) {
    return (await db.$count(users, sameEmail(normal.email(email)))) > 0;
  },
  /** `exceptUserId`: the member whose own profile holds the dni does not count (a profile update). */
  async dniTaken(db: Db | Tx, dni: string, exceptUserId?: number) {
    const same = sameDni(normal.dni(dni));
    return (await db.$count(profiles, exceptUserId === undefined ? same : and(same, ne(profiles.userId, exceptUserId)))) > 0;
  },
  /** Which of a newcomer's username, email and dni are already taken, in one query. */
  async taken(db: Db, input: { username: string; email: string; dni: string }) {
    const [row] = await takenQuery(db).execute({ username: normal.username(input.username), email: normal.email(input.email), dni: normal.dni(input.dni) });
    return row!;
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
