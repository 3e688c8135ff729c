import { paymentInstructionsSchema } from '@vo/domain';
import { z } from 'zod';
import type { RegistrationResult } from '@/features/registration/components/registration-form';

/** Where the tab keeps the last sign-up's result, so its page survives a reload (issue 18, item 2). */
export const KEPT_REGISTRATION_KEY = 'registration-result';

const keptSchema = z.object({ username: z.string(), active: z.boolean(), payment: paymentInstructionsSchema.nullable() });

/** This visit's result, card secret included: kept in memory only, it dies with the page. */
let current: RegistrationResult | null = null;

/**
 * Keeps a sign-up's result: whole in memory, and in the tab's session storage without secrets. A bank transfer's
 * details (the company's account, the amount, the username) are no secret; a card's PaymentIntent secret is, so a
 * reloaded card sign-up shows its outcome without the card form (its webhook still activates the account).
 */
export function keepRegistration(result: RegistrationResult, storage: Storage = sessionStorage): void {
  current = result;
  const payment = result.payment?.method === 'STRIPE_PAYMENT' ? null : result.payment;
  try {
    storage.setItem(KEPT_REGISTRATION_KEY, JSON.stringify({ ...result, payment }));
  } catch {
    // Private mode without storage: the page still shows it until a reload.
  }
}

/** The result stored in the tab's session storage, checked as anything read back from storage is. */
export function storedRegistration(storage: Storage = sessionStorage): RegistrationResult | null {
  try {
    const parsed = keptSchema.safeParse(JSON.parse(storage.getItem(KEPT_REGISTRATION_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The result kept by this tab: this visit's, else the stored one. */
export function keptRegistration(): RegistrationResult | null {
  return current ?? storedRegistration();
}
