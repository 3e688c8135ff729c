import { MEMBER_ACCOUNT_KINDS, WALLET_MOVEMENT_TYPES } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.app.json';
import es from '@/i18n/es.app.json';
import pt from '@/i18n/pt.app.json';
import { movementAccountKey, movementTypeKey } from './use-movement-labels';

/** The text at a dotted key, or undefined when the language lacks it. */
const textAt = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('movement labels', () => {
  for (const [language, tree] of Object.entries({ es, en, pt })) {
    it(`names every movement type of the filter in ${language}`, () => {
      expect(WALLET_MOVEMENT_TYPES.filter((type) => typeof textAt(tree, movementTypeKey(type)) !== 'string')).toEqual([]);
    });
    it(`names every member account in ${language}`, () => {
      expect(MEMBER_ACCOUNT_KINDS.filter((account) => typeof textAt(tree, movementAccountKey(account)) !== 'string')).toEqual([]);
    });
  }
});
