import { variableRule, type AdminVariable, type Cms, type Country, type SettingsChange, type State, type Variable } from '@vo/domain';
import type { cms, countries, states, variables } from '../db/schema';
import { hydraItem } from '../lib/hydra';
import type { SettingsChangeRow } from './settings-change-list';

export const presentVariable = (v: typeof variables.$inferSelect): Variable =>
  hydraItem('variables', 'Variable', v.id, { keyValue: v.keyValue, value: v.value, description: v.description });

/** A variable for the console: its value, what it means, and the rule its value follows. */
export const presentAdminVariable = (v: typeof variables.$inferSelect): AdminVariable =>
  hydraItem('admin/variables', 'Variable', v.id, { keyValue: v.keyValue, value: v.value, description: v.description, rule: variableRule(v.keyValue) });

export const presentCountry = (c: typeof countries.$inferSelect): Country =>
  hydraItem('countries', 'Country', c.id, { code: c.code, name: c.name, nameEn: c.nameEn, namePt: c.namePt, isEu: c.isEu });

export const presentState = (s: typeof states.$inferSelect): State =>
  hydraItem('states', 'State', s.id, { country: `/api/countries/${s.countryId}`, countryId: s.countryId, code: s.code, name: s.name, status: s.status });

export const presentCms = (c: typeof cms.$inferSelect): Cms =>
  hydraItem('cms', 'Cms', c.id, {
    keyName: c.keyName, language: c.language, title: c.title, content: c.content, version: c.version, updatedAt: c.updatedAt.toISOString(),
  });

export const presentSettingsChange = ({ change, admin, subject, membership }: SettingsChangeRow): SettingsChange =>
  hydraItem('admin/settings_changes', 'SettingsChange', change.id, {
    entity: change.entity,
    entityId: change.entityId,
    subject: subject ?? '',
    membership,
    field: change.field,
    oldValue: change.oldValue,
    newValue: change.newValue,
    admin,
    createAt: change.createdAt.toISOString(),
  });
