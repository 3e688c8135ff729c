import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError, type ErrorCode } from '../lib/errors';
import { isAdmin, type SessionUser } from './current-user';

type Viewer = Pick<SessionUser, 'id' | 'roles'>;

/** A member's record is theirs and the admins' to see (DESIGN.md section 4). */
export const isOwnerOrAdmin = (viewer: Viewer, ownerId: number): boolean => ownerId === viewer.id || isAdmin(viewer);

/** Throws `code` unless the viewer is `ownerId` or an admin: a guessed id of somebody else's is "not found". */
export function assertOwnerOrAdmin(viewer: Viewer, ownerId: number, code: ErrorCode = 'NOT_FOUND'): void {
  if (!isOwnerOrAdmin(viewer, ownerId)) throw new AppError(code);
}

/** `record` when it exists and the viewer owns it (`ownerOf`) or is an admin; otherwise the error `code`. */
export function ownedOrAdmin<T>(viewer: Viewer, record: T | null | undefined, ownerOf: (record: T) => number, code: ErrorCode = 'NOT_FOUND'): T {
  if (record === null || record === undefined || !isOwnerOrAdmin(viewer, ownerOf(record))) throw new AppError(code);
  return record;
}

/** The rows of a collection a viewer may list: their own (`ownerColumn` = their id); an admin, everyone's. */
export const ownerScope = (viewer: Viewer, ownerColumn: PgColumn): SQL | undefined =>
  isAdmin(viewer) ? undefined : eq(ownerColumn, viewer.id);
