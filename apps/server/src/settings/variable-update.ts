import { variableValueSchemaFor } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { variables } from '../db/schema';
import { AppError } from '../lib/errors';
import { changedFields, recordSettingChanges } from './settings-changes';

type Variable = typeof variables.$inferSelect;

/**
 * An admin sets a variable's value, checked by the rule of its key (a bad value is a 400 with the
 * translated violation and changes nothing); the change is audited in the same transaction.
 */
export async function updateVariable(db: Db, adminId: number, id: number, body: unknown, ip: string): Promise<Variable> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(variables).where(eq(variables.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const { value } = variableValueSchemaFor(before.keyValue).parse(body);
    const changes = changedFields({ [before.keyValue]: before.value }, { [before.keyValue]: value });
    if (!changes.length) return before;
    const [after] = await tx.update(variables).set({ value }).where(eq(variables.id, id)).returning();
    await recordSettingChanges(tx, adminId, 'variable', id, changes, ip);
    return after!;
  });
}
