import { describe, expect, it } from 'vitest';
import { invoiceConceptText, planDisplayName } from './invoice-concept';

describe('invoice concepts (issue 18 item 6)', () => {
  it('capitalise the plan like the screens and read in each language', () => {
    expect(planDisplayName('travel vip')).toBe('Travel Vip');
    const upgrade = { kind: 'upgrade', plan: 'travel vip' } as const;
    expect(invoiceConceptText(upgrade, 'es')).toBe('Ascenso a Travel Vip');
    expect(invoiceConceptText(upgrade, 'en')).toBe('Upgrade to Travel Vip');
    expect(invoiceConceptText(upgrade, 'pt')).toBe('Promoção a Travel Vip');
    expect(invoiceConceptText({ kind: 'monthly', plan: 'start' }, 'en')).toBe('Monthly fee Start');
    expect(invoiceConceptText({ kind: 'shop', orderId: 12 }, 'pt')).toBe('Encomenda da loja 12');
  });
});
