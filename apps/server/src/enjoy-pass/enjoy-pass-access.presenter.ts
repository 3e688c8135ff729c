import { madridDay, type EnjoyPassAccess } from '@vo/domain';
import type { enjoyPassAccesses } from '../db/schema';
import { hydraItem } from '../lib/hydra';

export type EnjoyPassAccessRow = typeof enjoyPassAccesses.$inferSelect;

/** Spec section 3 "Enjoy Pass access"; past its day it reads expired even before the daily job marks it. */
export function presentEnjoyPassAccess(row: EnjoyPassAccessRow, today = madridDay()): EnjoyPassAccess {
  return hydraItem('enjoy_pass_accesses', 'EnjoyPassAccess', row.id, {
    email: row.email,
    credentials: row.login,
    validUntil: row.validUntil,
    expired: row.expired || row.validUntil < today,
    user: `/api/users/${row.userId}`,
    createAt: row.createdAt.toISOString(),
  });
}
