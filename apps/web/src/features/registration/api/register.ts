import { useMutation } from '@tanstack/react-query';
import type { Registration } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** The created User (docs/api.md: 201 User item); the screen needs only these. */
export interface RegisteredUser {
  id: number;
  username: string;
  isActive: boolean;
  /** A paid level: how to pay it (bank transfer: company IBAN, amount in euros, concept = username). */
  payment: TransferInstructions | null;
}

export interface TransferInstructions {
  paymentId: number;
  method: string;
  amount: number;
  iban?: string;
  beneficiary?: string;
  concept?: string;
  /** A card payment: the Stripe PaymentIntent the browser completes. */
  clientSecret?: string;
  publishableKey?: string;
}

/** POST /api/register (JSON, `registrationSchema` of @vo/domain). */
export function register(input: Registration): Promise<RegisteredUser> {
  return apiFetch<RegisteredUser>('/api/register', { method: 'POST', auth: false, body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
