import { LEGAL_DOCUMENT_KEYS, type Language, type LegalDocumentKey } from '@vo/domain';
import { inArray, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { namedStatement, placeholders } from '../db/named-statements';
import { cms, documentAcceptances } from '../db/schema';

/**
 * The version members must have accepted of each legal document: the cms row's. Publishing a new version
 * bumps every language of the key together, so the highest is the one of them all.
 */
export async function currentVersions(db: Db | Tx): Promise<Map<LegalDocumentKey, number>> {
  const rows = await db.select({ keyName: cms.keyName, version: max(cms.version) }).from(cms)
    .where(inArray(cms.keyName, [...LEGAL_DOCUMENT_KEYS])).groupBy(cms.keyName);
  return new Map(rows.map((r) => [r.keyName as LegalDocumentKey, r.version ?? 1]));
}

/** One row per document, each at its current version (the cms row's, 1 before any): one named statement. */
const acceptAll = namedStatement('registration_accept_documents', (tx: Tx) => tx.insert(documentAcceptances)
  .values(LEGAL_DOCUMENT_KEYS.map((keyName) => ({
    ...placeholders('userId', 'language', 'ip'),
    keyName,
    version: sql`(select coalesce(max(${cms.version}), 1) from ${cms} where ${cms.keyName} = ${keyName})`,
  })))
  .onConflictDoNothing());

/** At registration the member accepts the current version of every legal document, in their language, from their address. */
export async function acceptCurrentDocuments(tx: Tx, userId: number, language: Language, ip: string): Promise<void> {
  await acceptAll(tx).execute({ userId, language, ip });
}
