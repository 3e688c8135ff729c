import { queryOptions } from '@tanstack/react-query';
import { BOOKABLE_COLLECTIONS, madridDay, type BookableType, type Course, type EventEnjoy, type Excursion, type JourneyKind, type LocalizedText, type Travel } from '@vo/domain';
import { apiFetch } from './client';

/** What booking needs to know of a catalogue item, whatever its type (prices in euros, per passenger). */
export interface BookableItem {
  type: BookableType;
  id: number;
  title: LocalizedText;
  /** The day it starts (a journey's departure; the Madrid day of the others' date): minors and free cancellation count from it. */
  startsOn: string;
  /** When it starts, for the others than journeys. */
  dateAt: string | null;
  price: number;
  deposit: number;
  seatsLeft: number;
  /** The journey's kind (an excursion's journey's), which caps the Travel Points share; null for courses and events. */
  kind: JourneyKind | null;
  photo: string | null;
}

type Item = Travel | Excursion | Course | EventEnjoy;

const common = (type: BookableType, item: Item) => ({
  type, id: item.id, title: item.title, price: item.price, deposit: item.deposit, seatsLeft: item.seatsLeft, photo: item.photo,
});

const dated = (item: Excursion | Course | EventEnjoy) => ({ startsOn: madridDay(new Date(item.dateAt)), dateAt: item.dateAt });

/** GET /api/{travel|excursions|courses|event_enjoys}/{id} (404 when the member may not see it); an excursion brings its journey's kind. */
export async function getBookableItem(type: BookableType, id: number, signal?: AbortSignal): Promise<BookableItem> {
  const item = await apiFetch<Item>(`/api/${BOOKABLE_COLLECTIONS[type]}/${id}`, { signal });
  if (type === 'trip') {
    const journey = item as Travel;
    return { ...common(type, item), startsOn: journey.departureOn, dateAt: null, kind: journey.kind };
  }
  if (type === 'excursion') {
    const journey = await apiFetch<Travel>((item as Excursion).travel, { signal });
    return { ...common(type, item), ...dated(item as Excursion), kind: journey.kind };
  }
  return { ...common(type, item), ...dated(item as Course | EventEnjoy), kind: null };
}

export const bookableItemQueryOptions = (type: BookableType, id: number) =>
  queryOptions({ queryKey: ['bookable-item', type, id], queryFn: ({ signal }) => getBookableItem(type, id, signal) });
