import { trainingCategoryName, type Training } from '@vo/domain';
import type { trainings } from '../../db/schema';
import { hydraItem } from '../../lib/hydra';

/** Spec section 3 "Training": `categoryName` is the category's label in es, en and pt, as its title is. */
export const presentTraining = (row: typeof trainings.$inferSelect): Training =>
  hydraItem('trainings', 'Training', row.id, {
    title: row.title,
    author: row.author,
    language: row.language,
    category: row.category,
    categoryName: trainingCategoryName(row.category),
    date: row.date,
    replay: row.replay,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  });
