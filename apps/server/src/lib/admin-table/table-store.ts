import type { TableState, Violation } from '@vo/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { firstFrom } from '../collection-route';
import { AppError } from '../errors';
import { tableQuery } from './table-query';
import type { ConsoleTable, TableResource } from './table-resource';

/**
 * The generic table service's work for one resource: each change is one transaction over the rows it touches,
 * locked first, so a check (seats taken, what still refers to a row) holds until the commit.
 */
export function tableStore<T extends ConsoleTable, Row, Item, Input>(db: Db, resource: TableResource<T, Row, Item, Input>) {
  type Current = T['$inferSelect'];
  const { table } = resource;
  const anyTable = table as PgTable;

  /** The rows of `ids` locked in id order, so two bulk changes never wait on each other in a circle; 404 unless all exist. */
  async function lockRows(tx: Tx, ids: number[]): Promise<Current[]> {
    const rows = (await tx.select().from(anyTable).where(inArray(table.id, ids)).orderBy(asc(table.id)).for('update')) as Current[];
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
    return rows;
  }

  async function assertFits(tx: Tx, input: Input, current: Current | null) {
    const violations = (await resource.check?.(tx, input, current)) ?? [];
    if (violations.length) throw new AppError('VALIDATION', violations);
  }

  async function item(id: number): Promise<Item | null> {
    const row = await firstFrom(resource.source, eq(table.id, id));
    return row === undefined ? null : resource.present(row);
  }

  // Read after the commit: a row deleted in between is gone, and says so.
  async function written(id: number): Promise<Item> {
    const found = await item(id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  return {
    item,

    /** POST {base}/find: one page of the table state's rows and how many match. */
    async find(state: TableState): Promise<{ items: Item[]; total: number }> {
      const q = tableQuery(state, resource.collection);
      const [rows, total] = await Promise.all([resource.source.page(q.where, q), resource.source.count(q.where)]);
      return { items: rows.map((row) => resource.present(row)), total };
    },

    async create(input: Input): Promise<Item> {
      const id = await db.transaction(async (tx) => {
        await assertFits(tx, input, null);
        const [row] = await tx.insert(anyTable).values(resource.values(input) as never).returning({ id: table.id });
        return row!.id as number;
      });
      return written(id);
    },

    async update(id: number, input: Input): Promise<Item> {
      await db.transaction(async (tx) => {
        const [current] = await lockRows(tx, [id]);
        await assertFits(tx, input, current!);
        await tx.update(anyTable).set(resource.values(input) as never).where(eq(table.id, id));
      });
      return written(id);
    },

    /** PUT {base}/updateStatus: all the rows or, when one is missing, none. */
    async setActive(ids: number[], isActive: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await lockRows(tx, ids);
        await tx.update(anyTable).set({ isActive } as never).where(inArray(table.id, ids));
      });
    },

    /** DELETE {base}/{id} and PUT {base}/deleteItems: all the rows or none, never one that is still referred to. */
    async remove(ids: number[], path: (index: number) => string): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await lockRows(tx, ids);
        const referenced = await resource.references(tx, ids);
        if (referenced.length) {
          const violations: Violation[] = referenced.map((r) => ({ propertyPath: path(ids.indexOf(r.id)), code: r.code, params: { id: r.id } }));
          throw new AppError('ITEM_IN_USE', violations);
        }
        await tx.delete(anyTable).where(inArray(table.id, ids));
        await resource.removed?.(tx, rows);
      });
    },
  };
}

export type TableStore<Item, Input> = ReturnType<typeof tableStore<ConsoleTable, unknown, Item, Input>>;
