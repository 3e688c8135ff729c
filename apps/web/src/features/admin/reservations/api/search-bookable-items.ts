import { queryOptions } from '@tanstack/react-query';
import type { ComboboxItem } from '@mantine/core';
import { BOOKABLE_COLLECTIONS, type BookableType, type LocalizedText } from '@vo/domain';
import { fetchPage } from '@/api/hydra';
import { localized } from '@/lib/localized';

/** What every bookable item has that a picker shows: a journey starts on `departureOn`, the rest on `dateAt`. */
interface BookableItem {
  '@id': string;
  id: number;
  title: LocalizedText;
  departureOn?: string;
  dateAt?: string;
}

/** How many matches a picker offers; typing narrows them (the server searches). */
const MATCHES = 20;

/** GET /api/{travel|excursions|courses|event_enjoys}?search=: the items of a type (admins see every one), soonest first. */
async function findBookable(type: BookableType, search: string, filters: { active?: boolean }, itemsPerPage: number, signal: AbortSignal) {
  return (await fetchPage<BookableItem>(`/api/${BOOKABLE_COLLECTIONS[type]}`, { itemsPerPage, filters: { search, ...filters } }, signal)).items;
}

/** "title · day" in the admin's language. */
function itemLabel(item: BookableItem, language: string, day: (value: string) => string): string {
  const starts = item.departureOn ?? item.dateAt;
  return [localized(item.title, language), starts && day(starts)].filter(Boolean).join(' · ');
}

/** The phone booking's picker: the active items of a type, by id. */
export const bookableOptionsQuery = (type: BookableType, search: string, language: string, day: (value: string) => string) =>
  queryOptions({
    queryKey: ['admin', 'reservations', 'item-options', type, search, language],
    queryFn: async ({ signal }): Promise<ComboboxItem[]> =>
      (await findBookable(type, search, { active: true }, MATCHES, signal)).map((item) => ({ value: String(item.id), label: itemLabel(item, language, day) })),
  });

/**
 * The list's booked-item filter: items of the types given, active or not (past journeys have reservations too), by
 * IRI; over several types each label starts with its type, and the matches are shared between them.
 */
export const bookedItemOptionsQuery = (
  types: readonly BookableType[], search: string, language: string, day: (value: string) => string, typeName: (type: BookableType) => string,
) =>
  queryOptions({
    queryKey: ['admin', 'reservations', 'booked-item-options', types, search, language],
    queryFn: async ({ signal }): Promise<ComboboxItem[]> => {
      const perType = Math.ceil(MATCHES / types.length);
      const found = await Promise.all(types.map(async (type) => (await findBookable(type, search, {}, perType, signal)).map((item) => {
        const label = itemLabel(item, language, day);
        return { value: item['@id'], label: types.length > 1 ? `${typeName(type)} · ${label}` : label };
      })));
      return found.flat();
    },
  });
