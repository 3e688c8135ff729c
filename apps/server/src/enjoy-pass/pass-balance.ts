import { and, count, eq, sum } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { enjoyPassAccesses, payments } from '../db/schema';

export interface PassBalance {
  bought: number;
  given: number;
  left: number;
}

/** The passes a member bought (paid Enjoy Pass payments) and gave (every access, expired ones too: a pass is spent once). */
export async function passBalance(db: Db | Tx, userId: number): Promise<PassBalance> {
  const [[paid], [accesses]] = await Promise.all([
    db.select({ passes: sum(payments.enjoyPass).mapWith(Number) }).from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.type, 'enjoy_pass'), eq(payments.status, 'paid'))),
    db.select({ n: count() }).from(enjoyPassAccesses).where(eq(enjoyPassAccesses.userId, userId)),
  ]);
  const bought = paid?.passes ?? 0;
  const given = accesses?.n ?? 0;
  return { bought, given, left: Math.max(bought - given, 0) };
}
