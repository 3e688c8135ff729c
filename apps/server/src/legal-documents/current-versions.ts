import { LEGAL_DOCUMENT_KEYS, type Language, type LegalDocumentKey } from '@vo/domain';
import { inArray, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
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

/**
 * At registration the member accepts the current version of every legal document, in their language, from their
 * address: `currentVersions` and the insert as one statement (one round trip of the sign-up transaction).
 */
export async function acceptCurrentDocuments(tx: Tx, userId: number, language: Language, ip: string): Promise<void> {
  await tx.execute(sql`insert into ${documentAcceptances} (user_id, key_name, version, language, ip)
    select ${userId}::int, ${cms.keyName}, coalesce(max(${cms.version}), 1), ${language}, ${ip}
    from ${cms} where ${inArray(cms.keyName, [...LEGAL_DOCUMENT_KEYS])} group by ${cms.keyName}
    on conflict do nothing`);
}
