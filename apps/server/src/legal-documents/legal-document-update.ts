import type { LegalDocumentUpdate } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { cms, documentVersions } from '../db/schema';
import { AppError } from '../lib/errors';

type CmsPage = typeof cms.$inferSelect;

/** Keeps the record of a version's text in step with the cms row that now shows it. */
async function recordVersion(tx: Tx, page: CmsPage, adminId: number) {
  await tx.insert(documentVersions)
    .values({ keyName: page.keyName, language: page.language, version: page.version, title: page.title, content: page.content, publishedBy: adminId, publishedAt: page.updatedAt })
    .onConflictDoUpdate({
      target: [documentVersions.keyName, documentVersions.language, documentVersions.version],
      set: { title: page.title, content: page.content, publishedBy: adminId },
    });
}

/**
 * An admin rewrites one language of a cms document. As a new version, every language of the key moves to
 * the next version together (this one with the new text, the others keeping theirs), so members accept it
 * again at their next visit; otherwise the current version's text is corrected in place and nobody is asked.
 */
export async function updateLegalDocument(db: Db, adminId: number, id: number, update: LegalDocumentUpdate): Promise<CmsPage> {
  return db.transaction(async (tx) => {
    const [page] = await tx.select().from(cms).where(eq(cms.id, id)).for('update');
    if (!page) throw new AppError('NOT_FOUND');
    const updatedAt = new Date();
    const siblings = update.newVersion ? await tx.select().from(cms).where(eq(cms.keyName, page.keyName)).for('update') : [page];
    const version = update.newVersion ? Math.max(...siblings.map((s) => s.version)) + 1 : page.version;
    let edited = page;
    for (const sibling of siblings) {
      const text = sibling.id === page.id ? { title: update.title, content: update.content } : {};
      const [after] = await tx.update(cms).set({ ...text, version, updatedAt }).where(eq(cms.id, sibling.id)).returning();
      await recordVersion(tx, after!, adminId);
      if (after!.id === page.id) edited = after!;
    }
    return edited;
  });
}
