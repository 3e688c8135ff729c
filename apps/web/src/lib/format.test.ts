import { describe, expect, it } from 'vitest';
import { formatterOf } from './format';

// Intl writes a no-break space (U+00A0) or a narrow one (U+202F) in places; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatterOf', () => {
  const es = formatterOf('es');
  const en = formatterOf('en');

  it('writes euros, numbers, points and percentages as each language does', () => {
    expect(plain(es.euros(1234.5))).toBe('1234,50 €');
    expect(plain(en.euros(1234.5))).toBe('€1,234.50');
    expect(plain(es.number(12345.678))).toBe('12.345,68');
    expect(es.points(150)).toBe('150');
    expect(plain(es.percent(9.5))).toBe('9,5 %');
  });

  it('signs a value with a real minus and leaves zero alone', () => {
    expect(plain(es.signed(22.5, es.euros))).toBe('+22,50 €');
    expect(plain(es.signed(-50, es.euros))).toBe('−50,00 €');
    expect(es.signed(0)).toBe('0');
  });

  it('reads a calendar day as that day wherever the browser is', () => {
    expect(es.day('2026-03-01')).toBe('1 mar 2026');
    expect(en.day('2026-03-01')).toBe('1 Mar 2026');
  });

  it('writes a moment short in lists and long where the words matter', () => {
    const moment = new Date(2026, 2, 10, 18, 5).toISOString();
    expect(es.dateTime(moment)).toBe('10/3/26, 18:05');
    // ICU versions join the two parts differently (", " or " a las ").
    expect(es.dateTime(moment, 'long')).toMatch(/^10 de marzo de 2026\D+18:05$/);
  });

  it('groups an IBAN by four', () => {
    expect(es.iban('ES7921000813610123456789')).toBe('ES79 2100 0813 6101 2345 6789');
  });

  it('builds one formatter per language', () => {
    expect(formatterOf('es')).toBe(es);
    // An unknown language reads as Spanish, the default.
    expect(plain(formatterOf('fr').euros(1))).toBe('1,00 €');
  });
});
