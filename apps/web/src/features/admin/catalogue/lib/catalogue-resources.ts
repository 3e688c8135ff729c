import type { Sort } from '@/components/ui/sort';

/** The console's catalogue screens (issue 15), one per resource of the generic table service. */
export const CATALOGUE_RESOURCES = ['journeys', 'excursions', 'courses', 'events', 'categories', 'attendanceCodes'] as const;
export type CatalogueResource = (typeof CATALOGUE_RESOURCES)[number];

export interface ResourceConfig {
  /** The collection path: `{base}` of POST {base}/find, PUT {base}/updateStatus… */
  base: string;
  /** The address segment of its screen under /admin/catalogue. */
  slug: string;
  /** The columns its table sorts by (the server's `order[...]` names), and the order until one is picked. */
  sorts: readonly string[];
  defaultSort: Sort<string>;
}

export const RESOURCE_CONFIG: Record<CatalogueResource, ResourceConfig> = {
  journeys: { base: '/api/travel', slug: 'journeys', sorts: ['id', 'title', 'departureOn', 'price', 'seats'], defaultSort: { id: 'departureOn', direction: 'asc' } },
  excursions: { base: '/api/excursions', slug: 'excursions', sorts: ['id', 'title', 'dateAt', 'price', 'seats'], defaultSort: { id: 'dateAt', direction: 'asc' } },
  courses: { base: '/api/courses', slug: 'courses', sorts: ['id', 'title', 'category', 'dateAt', 'price', 'seats'], defaultSort: { id: 'dateAt', direction: 'asc' } },
  events: { base: '/api/event_enjoys', slug: 'events', sorts: ['id', 'title', 'dateAt', 'price', 'seats'], defaultSort: { id: 'dateAt', direction: 'asc' } },
  categories: { base: '/api/category_events', slug: 'categories', sorts: ['id', 'name', 'type', 'sort'], defaultSort: { id: 'sort', direction: 'asc' } },
  attendanceCodes: { base: '/api/attendance_codes', slug: 'attendance-codes', sorts: ['id', 'code', 'event', 'createdAt'], defaultSort: { id: 'createdAt', direction: 'desc' } },
};

export const resourceOfSlug = (slug: string | undefined): CatalogueResource | undefined => CATALOGUE_RESOURCES.find((r) => RESOURCE_CONFIG[r].slug === slug);

export const catalogueConsolePath = (resource: CatalogueResource) => `/admin/catalogue/${RESOURCE_CONFIG[resource].slug}`;

/** The id at the end of an IRI (`/api/travel/12` → 12), as a row shows what it refers to. */
export const idOfIri = (iri: string): number => Number(iri.slice(iri.lastIndexOf('/') + 1));
