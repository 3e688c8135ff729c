import { eq, sql } from 'drizzle-orm';
import type { Language } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { namedStatement } from '../db/named-statements';
import { profiles, users } from '../db/schema';

const recipientQuery = namedStatement('account_recipient', (db: Db) => db
  .select({ email: users.email, language: users.language, username: users.username, name: profiles.name })
  .from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, sql.placeholder('userId'))));

/** Where and how an account is written to: its address, its own language, and the name it is greeted by. */
export async function accountRecipient(tx: Db | Tx, userId: number): Promise<{ email: string; language: Language; name: string }> {
  const [account] = await recipientQuery(tx).execute({ userId });
  if (!account) throw new Error(`no account ${userId} to write to`);
  return { email: account.email, language: account.language, name: account.name ?? account.username };
}
