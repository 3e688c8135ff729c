import type { InsuranceAccess } from '@vo/domain';
import type { insuranceAccesses } from '../db/schema';
import { hydraItem } from '../lib/hydra';

export type InsuranceAccessRow = typeof insuranceAccesses.$inferSelect;

/** Spec section 3 "Insurance access": e-mail, access, copy, created date (and the partner's link). */
export const presentInsuranceAccess = (row: InsuranceAccessRow): InsuranceAccess =>
  hydraItem('insurance_accesses', 'InsuranceAccess', row.id, {
    email: row.email,
    access: row.code,
    link: row.link,
    copy: row.copyEmail,
    createdAt: row.createdAt.toISOString(),
  });
