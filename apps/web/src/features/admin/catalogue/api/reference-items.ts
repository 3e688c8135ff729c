import { TABLE_PAGE_SIZE_MAX } from '@vo/domain';
import { RESOURCE_CONFIG, type CatalogueResource } from '../lib/catalogue-resources';
import { tableItemsQueryOptions } from './find-table-items';

/**
 * The items another resource's rows and forms refer to (journeys, categories, events): the first page in the
 * resource's own order, as many as the table service gives at once.
 */
export function referenceItemsQueryOptions<Row>(resource: CatalogueResource) {
  const { base, defaultSort } = RESOURCE_CONFIG[resource];
  return tableItemsQueryOptions<Row>(base, {
    filter: {},
    sorting: { column: defaultSort.id, direction: defaultSort.direction },
    paginator: { page: 1, pageSize: TABLE_PAGE_SIZE_MAX },
  });
}
