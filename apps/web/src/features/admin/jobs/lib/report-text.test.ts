import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.app.json';
import es from '@/i18n/es.app.json';
import pt from '@/i18n/pt.app.json';
import { formatterOf } from '@/lib/format';
import { KNOWN_REPORT_KEYS, readableKey, reportText } from './report-text';

const textAt = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

/** i18next's `t` over one language's tree, enough for these texts (no interpolation). */
const translator = (tree: object) => (key: string, options?: { defaultValue?: string }) => {
  const text = textAt(tree, key);
  return typeof text === 'string' ? text : (options?.defaultValue ?? key);
};

describe('a job run\'s report in the reader\'s language', () => {
  for (const [language, tree] of Object.entries({ es, en, pt })) {
    it(`names every key a job reports in ${language}`, () => {
      expect(KNOWN_REPORT_KEYS.filter((key) => typeof textAt(tree, `adminJobs.report.${key}`) !== 'string')).toEqual([]);
    });
  }

  it('translates known keys, shows cents as money, yes/no for flags, and an unknown key in words', () => {
    const t = translator(en);
    const format = formatterOf('en');
    expect(reportText('binary-weekly-cycle', [['week', '2026-W47'], ['alreadyRun', false], ['paid', 3], ['bonusCents', 1250], ['newThingCount', 4]], t, format))
      .toBe('Week: 2026-W47 · Already run: no · Paid: 3 · Bonus paid: €12.50 · New thing count: 4');
    // An extra bonus run's `paid` is the pool paid out, in cents.
    expect(reportText('extra-monthly-bonus', [['kind', 'monthly'], ['paid', 50_000]], translator(es), formatterOf('es')))
      .toBe(`Tipo: mensual · Pagados: ${formatterOf('es').euros(500)}`);
    expect(readableKey('residuals.payments')).toBe('Residuals › payments');
    expect(readableKey('notEnough')).toBe('Not enough');
  });
});
