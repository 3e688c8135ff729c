import { describe, expect, it } from 'vitest';
import { eventFacts } from './event-facts';

describe('eventFacts', () => {
  it('writes the facts on one line, cents as euros, lists joined, nested values left out', () => {
    const euros = (value: number) => `${value.toFixed(2)} €`;
    expect(eventFacts({ account: 'wallet_available', amountCents: 1250, reason: 'goodwill', nested: { a: 1 }, none: null }, euros))
      .toBe('account: wallet_available · amount: 12.50 € · reason: goodwill');
    expect(eventFacts({}, euros)).toBe('');
    expect(eventFacts({ role: 'ROLE_ADMIN', granted: false, from: ['ROLE_ADMIN'], to: [] }, euros)).toBe('role: ROLE_ADMIN · granted: false · from: ROLE_ADMIN · to: —');
  });
});
