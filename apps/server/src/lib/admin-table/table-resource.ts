import type { Violation } from '@vo/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { CollectionSpec } from '../collection-query';
import type { CollectionSource } from '../collection-route';

/** A table the console manages: an identity `id`, and the `isActive` flag that updateStatus sets. */
export type ConsoleTable = PgTable & { id: PgColumn; isActive: PgColumn };

/** A row that may not be deleted, and the violation key saying what still refers to it. */
export interface Reference {
  id: number;
  code: string;
}

/**
 * One resource of the generic table service (spec section 7), registered at its collection path: what the
 * console lists, how a checked input becomes a row, and what keeps a row from being deleted.
 */
export interface TableResource<T extends ConsoleTable, Row, Item, Input> {
  /** The collection path, e.g. `/api/travel`: the service answers at `{base}/find`, `{base}/{id}`... */
  base: string;
  /** The OpenAPI tag of its operations. */
  tag: string;
  table: T;
  item: z.ZodType<Item>;
  /** The body of a create and of an update (PUT replaces what it names; optional fields left out keep their value). */
  input: z.ZodType<Input>;
  /** Columns the table state may sort by, filter on and search, named as the member collection names them. */
  collection: CollectionSpec;
  /** The rows the console sees (every row: no member's scope). */
  source: CollectionSource<Row>;
  present(row: Row): Item;
  /** The columns a checked input sets (euros already cents); undefined leaves a column alone. */
  values(input: Input): Partial<T['$inferInsert']>;
  /**
   * What the database must confirm about an input, in the writing transaction: the rows it refers to exist
   * (locked, so they cannot vanish before the commit), and on an update (`current`, locked) that it fits the
   * row as it is now (seats already taken).
   */
  check?(tx: Tx, input: Input, current: T['$inferSelect'] | null): Promise<Violation[]>;
  /** Which of `ids` other rows still refer to; called with the rows locked. */
  references(tx: Tx, ids: number[]): Promise<Reference[]>;
  /** Cleans up after deleted rows (their photos). */
  removed?(tx: Tx, rows: T['$inferSelect'][]): Promise<void>;
}
