import type { Sort } from '@/components/ui/sort';
import { COURSE_PROGRAMMES, JOURNEY_FAMILIES, JOURNEY_KINDS, LANGUAGES, TRAINING_CATEGORIES } from '@vo/domain';

/** The console's catalogue screens (issues 15, 16 and 17), one per resource of the generic table service. */
export const CATALOGUE_RESOURCES = ['journeys', 'excursions', 'courses', 'events', 'categories', 'attendanceCodes', 'trainings', 'travelTools', 'products', 'clubs'] as const;
export type CatalogueResource = (typeof CATALOGUE_RESOURCES)[number];

/**
 * A filter of a console table, named as the server's table config names it (`filter.family`…): one of a list of
 * values, an item of another resource, a typed text, or a range of days on a date field (`dateAt[after]`…).
 * `label` and `optionKey` are translation keys.
 */
export type ResourceFilter =
  | { kind: 'options'; name: string; label: string; options: readonly string[]; optionKey: (value: string) => string }
  | { kind: 'reference'; name: string; label: string; resource: CatalogueResource }
  | { kind: 'text'; name: string; label: string }
  | { kind: 'days'; field: string };

export interface ResourceConfig {
  /** The collection path: `{base}` of POST {base}/find, PUT {base}/updateStatus… */
  base: string;
  /** The address segment of its screen under /admin/catalogue. */
  slug: string;
  /** The columns its table sorts by (the server's `order[...]` names), and the order until one is picked. */
  sorts: readonly string[];
  defaultSort: Sort<string>;
  /** Its filters besides active / inactive, which every resource has. */
  filters: readonly ResourceFilter[];
}

const dayRange: ResourceFilter = { kind: 'days', field: 'dateAt' };

export const RESOURCE_CONFIG: Record<CatalogueResource, ResourceConfig> = {
  journeys: {
    base: '/api/travel', slug: 'journeys', sorts: ['id', 'title', 'departureOn', 'price', 'seats'], defaultSort: { id: 'departureOn', direction: 'asc' },
    filters: [
      { kind: 'options', name: 'family', label: 'adminCatalogue.columns.family', options: JOURNEY_FAMILIES, optionKey: (v) => `catalogue.families.${v}.title` },
      { kind: 'options', name: 'kind', label: 'adminCatalogue.fields.kind', options: JOURNEY_KINDS, optionKey: (v) => `catalogue.kinds.${v}` },
    ],
  },
  excursions: {
    base: '/api/excursions', slug: 'excursions', sorts: ['id', 'title', 'dateAt', 'price', 'seats'], defaultSort: { id: 'dateAt', direction: 'asc' },
    filters: [{ kind: 'reference', name: 'travel', label: 'adminCatalogue.columns.journey', resource: 'journeys' }, dayRange],
  },
  courses: {
    base: '/api/courses', slug: 'courses', sorts: ['id', 'title', 'category', 'dateAt', 'price', 'seats'], defaultSort: { id: 'dateAt', direction: 'asc' },
    filters: [
      { kind: 'options', name: 'category', label: 'adminCatalogue.columns.programme', options: COURSE_PROGRAMMES, optionKey: (v) => `catalogue.programmes.${v}.title` },
      dayRange,
    ],
  },
  events: {
    base: '/api/event_enjoys', slug: 'events', sorts: ['id', 'title', 'dateAt', 'price', 'seats'], defaultSort: { id: 'dateAt', direction: 'asc' },
    filters: [{ kind: 'reference', name: 'category', label: 'adminCatalogue.columns.category', resource: 'categories' }, dayRange],
  },
  categories: {
    base: '/api/category_events', slug: 'categories', sorts: ['id', 'name', 'type', 'sort'], defaultSort: { id: 'sort', direction: 'asc' },
    filters: [{ kind: 'text', name: 'type', label: 'adminCatalogue.columns.type' }],
  },
  attendanceCodes: {
    base: '/api/attendance_codes', slug: 'attendance-codes', sorts: ['id', 'code', 'event', 'createdAt'], defaultSort: { id: 'createdAt', direction: 'desc' },
    filters: [{ kind: 'reference', name: 'event', label: 'adminCatalogue.columns.event', resource: 'events' }],
  },
  trainings: {
    base: '/api/trainings', slug: 'trainings', sorts: ['id', 'title', 'author', 'category', 'language', 'date'], defaultSort: { id: 'date', direction: 'desc' },
    filters: [
      { kind: 'options', name: 'category', label: 'adminCatalogue.columns.category', options: TRAINING_CATEGORIES, optionKey: (v) => `trainingCategories.${v}` },
      { kind: 'options', name: 'language', label: 'adminCatalogue.columns.language', options: LANGUAGES, optionKey: (v) => `languageNames.${v}` },
    ],
  },
  travelTools: {
    base: '/api/travel_tools', slug: 'travel-tools', sorts: ['id', 'name', 'code', 'sort'], defaultSort: { id: 'sort', direction: 'asc' },
    filters: [],
  },
  products: {
    base: '/api/products', slug: 'products', sorts: ['id', 'name', 'price', 'stock', 'sort'], defaultSort: { id: 'sort', direction: 'asc' },
    filters: [],
  },
  clubs: {
    base: '/api/clubs', slug: 'clubs', sorts: ['id', 'name', 'sort', 'directMin', 'salesMin', 'salesMinTeam'], defaultSort: { id: 'sort', direction: 'asc' },
    filters: [{ kind: 'options', name: 'isTravel', label: 'adminCatalogue.columns.clubKind', options: ['false', 'true'], optionKey: (v) => `adminCatalogue.clubKinds.${v}` }],
  },
};

/** The field a resource's range of days filters on, if it has one. */
export const dayFieldOf = (resource: CatalogueResource): string | undefined => {
  const days = RESOURCE_CONFIG[resource].filters.find((f) => f.kind === 'days');
  return days?.kind === 'days' ? days.field : undefined;
};

export const resourceOfSlug = (slug: string | undefined): CatalogueResource | undefined => CATALOGUE_RESOURCES.find((r) => RESOURCE_CONFIG[r].slug === slug);

export const catalogueConsolePath = (resource: CatalogueResource) => `/admin/catalogue/${RESOURCE_CONFIG[resource].slug}`;

/** The id at the end of an IRI (`/api/travel/12` → 12), as a row shows what it refers to. */
export const idOfIri = (iri: string): number => Number(iri.slice(iri.lastIndexOf('/') + 1));
