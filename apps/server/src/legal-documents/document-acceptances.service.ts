import { LEGAL_DOCUMENT_KEYS, type DocumentAcceptanceInput, type Language, type LegalDocumentKey } from '@vo/domain';
import { and, count, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cms, documentAcceptances, documentVersions } from '../db/schema';
import type { CollectionQuery } from '../lib/collection-query';
import type { CollectionSource } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { currentVersions } from './current-versions';

export interface AcceptanceRow {
  acceptance: typeof documentAcceptances.$inferSelect;
  /** The accepted version's title in the reader's language (null if that text was never recorded). */
  title: string | null;
  currentVersion: number | null;
}

/** An acceptance with the text of the version accepted, in the reader's language. */
export type AcceptanceWithText = AcceptanceRow & { content: string | null };

// The version's text in the reader's language: every version is recorded in all three (publishing copies them).
const versionText = (language: Language) =>
  and(
    eq(documentVersions.keyName, documentAcceptances.keyName),
    eq(documentVersions.version, documentAcceptances.version),
    eq(documentVersions.language, language),
  );
const currentVersion = sql<number | null>`(select max(${cms.version}) from ${cms} where ${cms.keyName} = ${documentAcceptances.keyName})`;

/** A cms row that is one of the legal documents (its key is one of LEGAL_DOCUMENT_KEYS). */
export type LegalDocumentPage = typeof cms.$inferSelect & { keyName: LegalDocumentKey };

const byDocumentOrder = (a: LegalDocumentPage, b: LegalDocumentPage) => LEGAL_DOCUMENT_KEYS.indexOf(a.keyName) - LEGAL_DOCUMENT_KEYS.indexOf(b.keyName);

/** The legal documents a member accepted (spec section 2 "contract") and the new versions still to accept. */
export function documentAcceptancesService(db: Db) {
  return {
    /** The member's own acceptances, for a collection route. */
    source(language: Language): CollectionSource<AcceptanceRow> {
      return {
        page: (where: SQL | undefined, q: CollectionQuery) =>
          db.select({ acceptance: documentAcceptances, title: documentVersions.title, currentVersion })
            .from(documentAcceptances).leftJoin(documentVersions, versionText(language))
            .where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
        count: async (where: SQL | undefined) => (await db.select({ n: count() }).from(documentAcceptances).where(where))[0]?.n ?? 0,
      };
    },

    /** One of the member's acceptances with its text; somebody else's is 404. */
    async findOne(userId: number, id: number, language: Language): Promise<AcceptanceWithText> {
      const [row] = await db.select({ acceptance: documentAcceptances, title: documentVersions.title, content: documentVersions.content, currentVersion })
        .from(documentAcceptances).leftJoin(documentVersions, versionText(language))
        .where(and(eq(documentAcceptances.id, id), eq(documentAcceptances.userId, userId)));
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    /** The current versions the member has not accepted yet, in the reader's language, in the order they are read. */
    async pending(userId: number, language: Language): Promise<LegalDocumentPage[]> {
      const rows = await db.select().from(cms).where(and(
        inArray(cms.keyName, [...LEGAL_DOCUMENT_KEYS]),
        eq(cms.language, language),
        notExists(db.select({ one: sql`1` }).from(documentAcceptances).where(and(
          eq(documentAcceptances.userId, userId),
          eq(documentAcceptances.keyName, cms.keyName),
          eq(documentAcceptances.version, cms.version),
        ))),
      ));
      // The query keeps the legal documents' keys only.
      return (rows as LegalDocumentPage[]).sort(byDocumentOrder);
    },

    /**
     * The member accepts a document's current version (an older or unknown one is refused: they must read what
     * is in force). Accepting it again changes nothing and answers the first acceptance.
     */
    async accept(userId: number, input: DocumentAcceptanceInput, language: Language, ip: string) {
      return db.transaction(async (tx) => {
        if ((await currentVersions(tx)).get(input.keyName) !== input.version) throw new AppError('DOCUMENT_VERSION_NOT_CURRENT');
        const [created] = await tx.insert(documentAcceptances)
          .values({ userId, keyName: input.keyName, version: input.version, language, ip })
          .onConflictDoNothing().returning({ id: documentAcceptances.id });
        if (created) return { id: created.id, created: true };
        const [existing] = await tx.select({ id: documentAcceptances.id }).from(documentAcceptances).where(and(
          eq(documentAcceptances.userId, userId), eq(documentAcceptances.keyName, input.keyName), eq(documentAcceptances.version, input.version),
        ));
        return { id: existing!.id, created: false };
      });
    },
  };
}
export type DocumentAcceptancesService = ReturnType<typeof documentAcceptancesService>;
