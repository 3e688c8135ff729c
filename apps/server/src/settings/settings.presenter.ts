import type { cms, countries, states, variables } from '../db/schema';
import { hydraItem } from '../lib/hydra';

export const presentVariable = (v: typeof variables.$inferSelect) =>
  hydraItem('variables', 'Variable', v.id, { keyValue: v.keyValue, value: v.value, description: v.description });

export const presentCountry = (c: typeof countries.$inferSelect) =>
  hydraItem('countries', 'Country', c.id, { code: c.code, name: c.name, nameEn: c.nameEn, namePt: c.namePt, isEu: c.isEu });

export const presentState = (s: typeof states.$inferSelect) =>
  hydraItem('states', 'State', s.id, { country: `/api/countries/${s.countryId}`, countryId: s.countryId, code: s.code, name: s.name, status: s.status });

export const presentCms = (c: typeof cms.$inferSelect) =>
  hydraItem('cms', 'Cms', c.id, {
    keyName: c.keyName, language: c.language, title: c.title, content: c.content, version: c.version, updatedAt: c.updatedAt.toISOString(),
  });
