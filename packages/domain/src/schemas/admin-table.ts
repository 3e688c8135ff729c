import { z } from 'zod';
import { MAX_ID } from './ids';
import { whenMissingOrWrongType } from './fields';

/** Spec section 9: page sizes go up to 100. */
export const TABLE_PAGE_SIZE_MAX = 100;
const TABLE_PAGE_MAX = 1_000_000;
const TABLE_IDS_MAX = 100;

const filterValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

/**
 * Spec section 7 "generic table service": the body of POST {base}/find, the console table's state. The filter's
 * keys and the sorting column are the resource's own (the server refuses others); defaults as spec section 3.
 * Other keys the browser keeps in its state (total, selected ids) are ignored.
 */
export const tableStateSchema = z.object({
  filter: z.record(z.string().max(60), z.union([filterValue, z.array(filterValue).max(TABLE_IDS_MAX)])).default({}),
  sorting: z.object({
    column: z.string().max(60).default('id'),
    direction: z.enum(['asc', 'desc']).default('asc'),
  }).default({ column: 'id', direction: 'asc' }),
  paginator: z.object({
    page: z.number(whenMissingOrWrongType).int('validation.integer').min(1).max(TABLE_PAGE_MAX).default(1),
    pageSize: z.number(whenMissingOrWrongType).int('validation.integer').min(1).max(TABLE_PAGE_SIZE_MAX).default(10),
  }).default({ page: 1, pageSize: 10 }),
  searchTerm: z.string().max(200).nullable().optional(),
});
export type TableState = z.output<typeof tableStateSchema>;

const tableIds = z
  .array(z.number(whenMissingOrWrongType).int('validation.integer').min(1).max(MAX_ID), whenMissingOrWrongType)
  .min(1)
  .max(TABLE_IDS_MAX)
  .transform((ids) => [...new Set(ids)]);

/** PUT {base}/deleteItems: the selected rows, all deleted or none. */
export const tableIdsSchema = z.object({ ids: tableIds });

/** PUT {base}/updateStatus: activate (true) or deactivate (false) the selected rows. */
export const tableStatusSchema = z.object({ ids: tableIds, status: z.boolean(whenMissingOrWrongType) });

/** The answer of POST {base}/find: one page of the resource's items and how many match in all. */
export const tableFindResultSchema = <Item extends z.ZodType>(item: Item) =>
  z.strictObject({ items: z.array(item), total: z.number().int().nonnegative() });
