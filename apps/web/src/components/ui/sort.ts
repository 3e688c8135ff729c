/** A list's order: a column the API sorts by and its direction. */
export interface Sort<Id extends string = string> {
  id: Id;
  direction: 'asc' | 'desc';
}

/** A click on a column title: the same column turns around, another one starts ascending. */
export function nextSort<Id extends string>(sort: Sort<Id> | undefined, id: Id): Sort<Id> {
  return { id, direction: sort?.id === id && sort.direction === 'asc' ? 'desc' : 'asc' };
}

/** The table state's sorting if it names one of these columns, else the screen's default. */
export function sortOf<Id extends string>(sorting: { id: string; direction: 'asc' | 'desc' }, ids: readonly Id[], fallback: Sort<Id>): Sort<Id> {
  return (ids as readonly string[]).includes(sorting.id) ? (sorting as Sort<Id>) : fallback;
}

/** The value of a phone's order select ("createAt:desc") and back. */
export const sortValue = (sort: Sort) => `${sort.id}:${sort.direction}`;

export function parseSortValue<Id extends string>(value: string, ids: readonly Id[]): Sort<Id> | undefined {
  const at = value.lastIndexOf(':');
  const id = value.slice(0, at);
  const direction = value.slice(at + 1);
  if (!(ids as readonly string[]).includes(id) || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return { id: id as Id, direction };
}
