import { queryOptions } from '@tanstack/react-query';
import type { ComboboxItem } from '@mantine/core';
import { BOOKABLE_COLLECTIONS, type BookableType, type LocalizedText } from '@vo/domain';
import { fetchPage } from '@/api/hydra';
import { localized } from '@/lib/localized';

/** What every bookable item has that the picker shows: a journey starts on `departureOn`, the rest on `dateAt`. */
interface BookableItem {
  id: number;
  title: LocalizedText;
  departureOn?: string;
  dateAt?: string;
}

const MATCHES = 20;

/**
 * GET /api/{travel|excursions|courses|event_enjoys}?search=&active=true: the active items of a type (admins see
 * every one, whoever it is for), soonest first, as picker options "title · day".
 */
export const bookableOptionsQuery = (type: BookableType, search: string, language: string, day: (value: string) => string) =>
  queryOptions({
    queryKey: ['admin', 'reservations', 'item-options', type, search, language],
    queryFn: async ({ signal }): Promise<ComboboxItem[]> => {
      const page = await fetchPage<BookableItem>(`/api/${BOOKABLE_COLLECTIONS[type]}`, { itemsPerPage: MATCHES, filters: { search, active: true } }, signal);
      return page.items.map((item) => {
        const starts = item.departureOn ?? item.dateAt;
        return { value: String(item.id), label: [localized(item.title, language), starts && day(starts)].filter(Boolean).join(' · ') };
      });
    },
  });
