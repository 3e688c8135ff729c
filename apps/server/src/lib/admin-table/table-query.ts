import type { TableState, Violation } from '@vo/domain';
import { AppError } from '../errors';
import { parseCollectionQuery, type CollectionQuery, type CollectionSpec } from '../collection-query';

const DATE_FILTER = /^(.+)\[(before|strictly_before|after|strictly_after)\]$/;
const unknownName = (propertyPath: string, name: string): Violation => ({ propertyPath, code: 'validation.invalid', params: { name } });

/**
 * The console's table state (spec section 7) as the member collection's query: the filter's names and the
 * sorting column must be the resource's own (a whitelist, so no other column is ever read), then the values are
 * parsed as `GET {base}?...` parses them. Violations name the body's fields.
 */
export function tableQuery(state: TableState, spec: CollectionSpec): CollectionQuery {
  const violations: Violation[] = [];
  const query: Record<string, unknown> = { page: String(state.paginator.page), itemsPerPage: String(state.paginator.pageSize) };
  // Query key → the body field it came from, to name a value the collection parser refuses.
  const fieldOf: Record<string, string> = { page: 'paginator.page', itemsPerPage: 'paginator.pageSize' };

  const { column, direction } = state.sorting;
  if (Object.hasOwn(spec.order, column)) {
    query[`order[${column}]`] = direction;
    fieldOf[`order[${column}]`] = 'sorting.column';
  } else {
    violations.push(unknownName('sorting.column', 'column'));
  }

  for (const [name, value] of Object.entries(state.filter)) {
    // An emptied filter input sends null or "": no condition.
    const values = (Array.isArray(value) ? value : [value]).filter((v) => v !== null && v !== '').map(String);
    if (!values.length) continue;
    const date = DATE_FILTER.exec(name);
    const known = date ? Object.hasOwn(spec.dates ?? {}, date[1]!) && values.length === 1 : Object.hasOwn(spec.filters ?? {}, name);
    if (!known) {
      violations.push(unknownName(`filter.${name}`, name));
      continue;
    }
    query[name] = date ? values[0] : values;
    fieldOf[name] = `filter.${name}`;
  }
  if (state.searchTerm?.trim()) query.search = state.searchTerm;
  if (violations.length) throw new AppError('VALIDATION', violations);

  try {
    return parseCollectionQuery(query, spec);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, error.violations.map((v) => ({ ...v, propertyPath: fieldOf[v.propertyPath] ?? v.propertyPath })));
  }
}
