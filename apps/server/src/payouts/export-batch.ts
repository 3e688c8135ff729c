import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyDayEnd, companyDayStart } from '../db/company-day';
import { invoices, profiles, transfers, users } from '../db/schema';

/** One accepted payout as the bank file needs it; amounts in cents. */
export interface ExportedTransfer {
  id: number;
  username: string;
  /** Account holder: the company name for companies, else first name and surname. */
  holder: string;
  iban: string;
  bic: string;
  requestAmount: number;
  transferCost: number;
  irpf: number;
  iva: number;
  actualAmount: number;
  invoiceNo: string | null;
  confirmAt: Date;
}

/**
 * The transfers accepted between two company days, both included (an admin exports "what we paid this week"),
 * in acceptance order. The IBAN and BIC are the ones copied onto the transfer when it was requested.
 */
export async function acceptedTransfers(db: Db, from: string, to: string): Promise<ExportedTransfer[]> {
  const rows = await db.select({
    transfer: transfers, username: users.username, invoiceNo: invoices.invoiceNo,
    name: profiles.name, surname: profiles.surname, companyName: profiles.companyName, userKind: profiles.userKind,
  }).from(transfers)
    .innerJoin(users, eq(users.id, transfers.userId))
    .leftJoin(profiles, eq(profiles.userId, transfers.userId))
    .leftJoin(invoices, eq(invoices.id, transfers.invoiceId))
    .where(and(eq(transfers.status, 'accepted'), gte(transfers.confirmAt, companyDayStart(from)), lt(transfers.confirmAt, companyDayEnd(to))))
    .orderBy(asc(transfers.confirmAt), asc(transfers.id));
  return rows.map(({ transfer: t, ...r }) => ({
    id: t.id,
    username: r.username,
    holder: (r.userKind !== 'individual' && r.companyName) || [r.name, r.surname].filter(Boolean).join(' ') || r.username,
    iban: t.iban,
    bic: t.bic,
    requestAmount: t.requestAmount,
    transferCost: t.transferCost,
    irpf: t.irpf,
    iva: t.iva,
    actualAmount: t.actualAmount,
    invoiceNo: r.invoiceNo,
    confirmAt: t.confirmAt!,
  }));
}
