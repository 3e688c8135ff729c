import type { CategoryEvent } from '@vo/domain';
import type { eventCategories } from '../../db/schema';
import { hydraItem } from '../../lib/hydra';

/** Spec section 7 /api/category_events: a category of Enjoy events. */
export const presentCategoryEvent = (row: typeof eventCategories.$inferSelect): CategoryEvent =>
  hydraItem('category_events', 'CategoryEvent', row.id, {
    name: row.name,
    type: row.type,
    groupId: row.groupId,
    sort: row.sort,
    isActive: row.isActive,
  });
