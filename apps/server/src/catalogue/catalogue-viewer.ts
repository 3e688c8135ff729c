import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isAdmin, type SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';

/** Who looks at the catalogue: an admin sees every item; a member what `permSoc` / `permDis` and `isActive` allow. */
export interface CatalogueViewer {
  isAdmin: boolean;
  /** Holds a distributor licence: their membership earns commissions (decision 080). */
  isDistributor: boolean;
}

/** The console's view: every row. */
export const CONSOLE_VIEWER: CatalogueViewer = { isAdmin: true, isDistributor: false };

export async function catalogueViewer(db: Db, user: SessionUser): Promise<CatalogueViewer> {
  if (isAdmin(user)) return CONSOLE_VIEWER;
  if (user.membershipId === null) return { isAdmin: false, isDistributor: false };
  const [membership] = await db.select({ earnsCommissions: memberships.earnsCommissions }).from(memberships).where(eq(memberships.id, user.membershipId));
  return { isAdmin: false, isDistributor: membership?.earnsCommissions ?? false };
}

/** An item without `permSoc` / `permDis` (a category, a training): a member sees the active ones; undefined for an admin. */
export const activeFor = (viewer: CatalogueViewer, isActive: PgColumn): SQL | undefined => (viewer.isAdmin ? undefined : eq(isActive, true));

/** The columns that say who sees a bookable item. */
interface VisibilityColumns {
  isActive: PgColumn;
  permSoc: PgColumn;
  permDis: PgColumn;
}

/**
 * `isVisibleTo` of the domain (bookings/catalogue.ts) as a condition on the item's row, so that a page and its total
 * count only what the viewer may see; undefined for an admin. catalogue-reads.test.ts holds them to one truth table.
 */
export function visibleTo(viewer: CatalogueViewer, item: VisibilityColumns): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return and(eq(item.isActive, true), eq(viewer.isDistributor ? item.permDis : item.permSoc, true));
}
