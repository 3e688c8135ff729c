import { LANGUAGES, TRAINING_CATEGORIES } from '@vo/domain';
import type { Db } from '../../db/client';
import { trainings } from '../../db/schema';
import { parseAs, type CollectionSpec } from '../../lib/collection-query';
import { tableSource, type CollectionSource } from '../../lib/collection-route';
import { allLanguages, inSpanish } from '../localized-text';

/**
 * GET /api/trainings (spec section 7: search, orders, isActive; issue 16: category, language): `search` over the
 * title in every language and the author; newest first.
 */
export const TRAINING_COLLECTION: CollectionSpec = {
  order: {
    id: trainings.id, date: trainings.date, title: inSpanish(trainings.title), author: trainings.author,
    category: trainings.category, language: trainings.language, isActive: trainings.isActive, createdAt: trainings.createdAt,
  },
  defaultOrder: [trainings.date, 'desc'],
  filters: {
    isActive: { column: trainings.isActive, parse: parseAs.boolean },
    category: { column: trainings.category, parse: parseAs.oneOf(TRAINING_CATEGORIES) },
    language: { column: trainings.language, parse: parseAs.oneOf(LANGUAGES) },
  },
  dates: { date: trainings.date },
  search: [allLanguages(trainings.title), trainings.author],
};

export const trainingSource = (db: Db): CollectionSource<typeof trainings.$inferSelect> => tableSource(db, trainings);
