import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui/data-table-column';
import { countryName, useCountries } from '@/api/countries';
import { useFormat } from '@/lib/use-format';
import type { CatalogueResource } from '../lib/catalogue-resources';
import { useRowName, type CatalogueRow } from '../lib/catalogue-row';
import { useReferenceItems } from './use-reference-items';

export type RowColumn = Column<CatalogueRow, string>;

// What each resource's rows refer to, shown by name.
const REFERENCED: Partial<Record<CatalogueResource, CatalogueResource>> = { excursions: 'journeys', events: 'categories', attendanceCodes: 'events' };

/** The column configuration of each resource's table: what the generic admin table shows for it. */
export function useResourceColumns(resource: CatalogueResource): RowColumn[] {
  const { t, i18n } = useTranslation();
  const { labelOf } = useReferenceItems(REFERENCED[resource]);
  const format = useFormat();
  const name = useRowName();
  const countries = useCountries();
  const countryOf = (id: number) => {
    const country = countries.data?.find((c) => c.id === id);
    return country ? countryName(country, i18n.language) : String(id);
  };
  const id: RowColumn = { id: 'id', header: t('adminCatalogue.columns.id'), cell: (row) => row.id, sort: 'id', card: 'meta', nowrap: true };
  const title: RowColumn = { id: 'title', header: t('adminCatalogue.columns.title'), cell: (row) => <Text size="sm" fw={500}>{name(row)}</Text>, sort: 'title', card: 'title', miw: 200 };
  const money = (row: CatalogueRow) => ('deposit' in row ? `${format.euros(row.price)} / ${format.euros(row.deposit)}` : '');
  const price: RowColumn = { id: 'price', header: t('adminCatalogue.columns.priceDeposit'), cell: money, sort: 'price', align: 'right', nowrap: true };
  const seats: RowColumn = {
    id: 'seats',
    header: t('adminCatalogue.columns.seats'),
    cell: (row) => ('seats' in row ? t('adminCatalogue.seatsTaken', { taken: row.seatsTaken, seats: row.seats }) : ''),
    sort: 'seats',
    align: 'right',
    nowrap: true,
  };
  const dateAt: RowColumn = { id: 'dateAt', header: t('adminCatalogue.columns.date'), cell: (row) => ('dateAt' in row ? format.dateTime(row.dateAt) : ''), sort: 'dateAt', nowrap: true };

  switch (resource) {
    case 'journeys':
      return [
        id,
        title,
        { id: 'family', header: t('adminCatalogue.columns.family'), cell: (row) => ('family' in row ? t(`catalogue.families.${row.family}.title`) : ''), card: 'subtitle', miw: 130 },
        { id: 'destination', header: t('adminCatalogue.columns.destination'), cell: (row) => ('destination' in row ? row.destination : '') },
        {
          id: 'departureOn',
          header: t('adminCatalogue.columns.dates'),
          cell: (row) => ('departureOn' in row ? `${format.day(row.departureOn)} – ${format.day(row.returnOn)}` : ''),
          sort: 'departureOn',
          nowrap: true,
        },
        price,
        seats,
      ];
    case 'excursions':
      return [
        id,
        title,
        { id: 'travel', header: t('adminCatalogue.columns.journey'), cell: (row) => ('travel' in row ? labelOf(row.travel) : '') },
        dateAt,
        price,
        seats,
      ];
    case 'courses':
      return [
        id,
        title,
        {
          id: 'category',
          header: t('adminCatalogue.columns.programme'),
          cell: (row) => ('category' in row && 'onlineLink' in row ? t(`catalogue.programmes.${row.category}.title`) : ''),
          sort: 'category',
          card: 'subtitle',
        },
        dateAt,
        price,
        seats,
      ];
    case 'events':
      return [
        id,
        title,
        { id: 'category', header: t('adminCatalogue.columns.category'), cell: (row) => ('category' in row && 'dateAt' in row ? labelOf(row.category) : '') },
        dateAt,
        price,
        seats,
      ];
    case 'categories':
      return [
        id,
        { ...title, sort: 'name' },
        { id: 'type', header: t('adminCatalogue.columns.type'), cell: (row) => ('type' in row ? row.type : ''), sort: 'type' },
        { id: 'sort', header: t('adminCatalogue.columns.sort'), cell: (row) => ('sort' in row ? row.sort : ''), sort: 'sort', align: 'right' },
      ];
    case 'attendanceCodes':
      return [
        id,
        { ...title, sort: 'code', header: t('adminCatalogue.columns.code') },
        { id: 'event', header: t('adminCatalogue.columns.event'), cell: (row) => ('event' in row ? labelOf(row.event) : ''), sort: 'event' },
        { id: 'attendances', header: t('adminCatalogue.columns.attendances'), cell: (row) => ('attendances' in row ? row.attendances : ''), align: 'right' },
      ];
    case 'trainings':
      return [
        id,
        title,
        { id: 'author', header: t('adminCatalogue.columns.author'), cell: (row) => ('author' in row ? row.author : ''), sort: 'author', card: 'subtitle' },
        {
          id: 'category',
          header: t('adminCatalogue.columns.category'),
          cell: (row) => ('author' in row ? t(`trainingCategories.${row.category}`) : ''),
          sort: 'category',
        },
        { id: 'language', header: t('adminCatalogue.columns.language'), cell: (row) => ('author' in row ? t(`languageNames.${row.language}`) : ''), sort: 'language' },
        { id: 'date', header: t('adminCatalogue.columns.date'), cell: (row) => ('author' in row ? format.day(row.date) : ''), sort: 'date', nowrap: true },
        {
          id: 'replay',
          header: t('adminCatalogue.columns.replay'),
          // The host is enough to tell the recordings apart; the link opens the whole address.
          cell: (row) => ('replay' in row ? <Anchor href={row.replay} target="_blank" rel="noopener noreferrer" size="sm">{new URL(row.replay).hostname}</Anchor> : ''),
          nowrap: true,
        },
      ];
    case 'travelTools':
      return [
        id,
        { ...title, sort: 'name', header: t('adminCatalogue.fields.name') },
        { id: 'code', header: t('adminCatalogue.columns.code'), cell: (row) => ('searchLink' in row ? row.code : ''), sort: 'code', card: 'subtitle' },
        {
          id: 'searchLink',
          header: t('adminCatalogue.columns.searchLink'),
          cell: (row) => ('searchLink' in row ? <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>{row.searchLink}</Text> : ''),
          card: 'body',
          miw: 320,
        },
        { id: 'sort', header: t('adminCatalogue.columns.sort'), cell: (row) => ('sort' in row ? row.sort : ''), sort: 'sort', align: 'right' },
      ];
    case 'products':
      return [
        id,
        { ...title, sort: 'name', header: t('adminCatalogue.fields.name') },
        { id: 'country', header: t('adminCatalogue.columns.country'), cell: (row) => ('vatRate' in row ? countryOf(row.country) : ''), card: 'subtitle', nowrap: true },
        {
          id: 'price', header: t('adminCatalogue.columns.priceVat'), sort: 'price', align: 'right', nowrap: true,
          cell: (row) => ('vatRate' in row ? `${format.euros(row.price)} + ${format.number(row.vatRate)} %` : ''),
        },
        { id: 'stock', header: t('adminCatalogue.columns.stock'), cell: (row) => ('vatRate' in row ? row.stock : ''), sort: 'stock', align: 'right' },
        { id: 'points', header: t('adminCatalogue.columns.points'), cell: (row) => ('vatRate' in row ? format.points(row.points) : ''), align: 'right' },
        { id: 'defaultQuantity', header: t('adminCatalogue.columns.defaultQuantity'), cell: (row) => ('vatRate' in row ? row.defaultQuantity : ''), align: 'right' },
        { id: 'sort', header: t('adminCatalogue.columns.sort'), cell: (row) => ('vatRate' in row ? row.sort : ''), sort: 'sort', align: 'right' },
      ];
    case 'clubs':
      return [
        id,
        { ...title, sort: 'name', header: t('adminCatalogue.fields.name') },
        { id: 'kind', header: t('adminCatalogue.columns.clubKind'), cell: (row) => ('maxPerDirect' in row ? t(`adminCatalogue.clubKinds.${row.isTravel}`) : ''), card: 'subtitle' },
        {
          id: 'requirements',
          header: t('adminCatalogue.columns.requirements'),
          cell: (row) => ('maxPerDirect' in row ? t('adminCatalogue.clubRequirements', { directMin: row.directMin, salesMin: row.salesMin, maxPerDirect: row.maxPerDirect, salesMinTeam: row.salesMinTeam }) : ''),
          card: 'body',
        },
        { id: 'bonusShare', header: t('adminCatalogue.columns.bonusShare'), cell: (row) => ('maxPerDirect' in row ? format.percent(row.bonusShare) : ''), align: 'right', nowrap: true },
        { id: 'sort', header: t('adminCatalogue.columns.sort'), cell: (row) => ('sort' in row ? row.sort : ''), sort: 'sort', align: 'right' },
      ];
  }
}
