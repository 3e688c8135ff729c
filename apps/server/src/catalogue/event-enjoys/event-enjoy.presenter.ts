import type { EventEnjoy } from '@vo/domain';
import type { enjoyEvents } from '../../db/schema';
import { hydraItem } from '../../lib/hydra';
import { presentBookable } from '../bookable';

/** Spec section 7 /api/event_enjoys: an Enjoy event and its category as an IRI. */
export const presentEventEnjoy = (row: typeof enjoyEvents.$inferSelect): EventEnjoy =>
  hydraItem('event_enjoys', 'EventEnjoy', row.id, {
    ...presentBookable('/api/event_enjoys', row),
    category: `/api/category_events/${row.categoryId}`,
    dateAt: row.dateAt.toISOString(),
    place: row.place,
  });
