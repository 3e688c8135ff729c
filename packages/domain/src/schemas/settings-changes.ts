import { z } from 'zod';
import { MEMBERSHIP_TYPES } from './memberships';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** What an audited admin change touched: a membership level or a `variables` row. */
export const SETTINGS_CHANGE_ENTITIES = ['membership', 'variable'] as const;
export type SettingsEntity = (typeof SETTINGS_CHANGE_ENTITIES)[number];

/** GET /api/admin/settings_changes item: who changed which field of what, from and to (as the console shows them), when. */
export const settingsChangeSchema = hydraItemSchema('SettingsChange', {
  entity: z.enum(SETTINGS_CHANGE_ENTITIES),
  entityId: z.number().int(),
  /** "partner (product)" or the variable's key. */
  subject: z.string(),
  /** The level, for a membership change (its name and type for the screen to translate). */
  membership: z.strictObject({ level: z.number().int(), name: z.string(), type: z.enum(MEMBERSHIP_TYPES) }).nullable(),
  field: z.string(),
  oldValue: z.string(),
  newValue: z.string(),
  /** The admin's username. */
  admin: z.string(),
  createAt: z.iso.datetime(),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;
export const settingsChangeCollectionSchema = hydraCollectionSchema(settingsChangeSchema);
