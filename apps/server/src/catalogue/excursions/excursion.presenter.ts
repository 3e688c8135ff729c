import type { Excursion } from '@vo/domain';
import type { excursions } from '../../db/schema';
import { hydraItem } from '../../lib/hydra';
import { presentBookable } from '../bookable';

/** Spec section 7 /api/excursions: an excursion and its journey (`travel`) as an IRI. */
export const presentExcursion = (row: typeof excursions.$inferSelect): Excursion =>
  hydraItem('excursions', 'Excursion', row.id, {
    ...presentBookable('/api/excursions', row),
    travel: `/api/travel/${row.journeyId}`,
    dateAt: row.dateAt.toISOString(),
  });
