import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/test/memory-storage';
import { KEPT_REGISTRATION_KEY, keepRegistration, storedRegistration } from './kept-registration';

const transfer = { paymentId: 7, method: 'TRANS_PAYMENT', iban: 'ES9121000418450200051332', beneficiary: 'Virtual Office', concept: 'nora', amount: 53.5 } as const;
const card = { paymentId: 8, method: 'STRIPE_PAYMENT', amount: 54.66, clientSecret: 'pi_1_secret_2', publishableKey: 'pk_test' } as const;

describe('the kept sign-up result (its page survives a reload)', () => {
  it('stores a bank transfer sign-up whole and reads it back', () => {
    const storage = new MemoryStorage();
    keepRegistration({ username: 'nora', active: false, payment: transfer }, storage);
    expect(storedRegistration(storage)).toEqual({ username: 'nora', active: false, payment: transfer });
  });

  it('never stores a card payment secret', () => {
    const storage = new MemoryStorage();
    keepRegistration({ username: 'carla', active: false, payment: card }, storage);
    expect(storage.getItem(KEPT_REGISTRATION_KEY)).not.toContain('secret');
    expect(storedRegistration(storage)).toEqual({ username: 'carla', active: false, payment: null });
  });

  it('reads nothing from an empty, broken or foreign value', () => {
    const storage = new MemoryStorage();
    expect(storedRegistration(storage)).toBeNull();
    storage.setItem(KEPT_REGISTRATION_KEY, '{not json');
    expect(storedRegistration(storage)).toBeNull();
    storage.setItem(KEPT_REGISTRATION_KEY, JSON.stringify({ username: 'x', active: 'yes', payment: null }));
    expect(storedRegistration(storage)).toBeNull();
  });
});
