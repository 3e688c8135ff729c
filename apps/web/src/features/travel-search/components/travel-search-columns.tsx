import { Anchor, Badge } from '@mantine/core';
import type { TravelSearchOrder, TravelSearchResult } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '@/components/ui/data-table-column';
import { journeyPath } from '@/lib/catalogue-paths';
import { useFormat } from '@/lib/use-format';

/** A result's title opens its journey's page, where it is booked (an excursion's own journey). */
export function useTravelSearchColumns(): Column<TravelSearchResult, TravelSearchOrder>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const dates = (r: TravelSearchResult) => (r.departureOn === r.returnOn ? format.day(r.departureOn) : `${format.day(r.departureOn)} – ${format.day(r.returnOn)}`);
  return [
    {
      id: 'title',
      header: t('travelSearch.columns.title'),
      cell: (r) => (
        <Anchor component={Link} to={journeyPath(r.family, r.journey.id)} fw={500} data-testid="travel-result-link">
          {r.title}
        </Anchor>
      ),
      card: 'title',
      miw: 220,
    },
    {
      id: 'type',
      header: t('travelSearch.columns.type'),
      cell: (r) => (
        <Badge variant="light" color={r.type === 'journey' ? 'blue' : 'teal'}>
          {t(`travelSearch.types.${r.type}`)}
        </Badge>
      ),
      card: 'body',
    },
    { id: 'destination', header: t('travelSearch.columns.destination'), cell: (r) => `${r.destination} (${r.country})`, card: 'subtitle' },
    { id: 'family', header: t('travelSearch.columns.family'), cell: (r) => t(`catalogue.families.${r.family}.title`), card: 'subtitle' },
    { id: 'departureOn', header: t('travelSearch.columns.dates'), sort: 'departureOn', cell: dates, nowrap: true },
    { id: 'price', header: t('travelSearch.columns.price'), sort: 'price', cell: (r) => format.euros(r.price), align: 'right', nowrap: true, card: 'aside' },
    {
      id: 'seatsLeft',
      header: t('travelSearch.columns.seatsLeft'),
      sort: 'seatsLeft',
      cell: (r) => Math.max(r.seatsLeft, 0),
      align: 'right',
      attributes: (r) => ({ 'data-testid': 'travel-result-seats', 'data-seats-left': r.seatsLeft }),
    },
  ];
}
