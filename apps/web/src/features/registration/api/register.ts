import { useMutation } from '@tanstack/react-query';
import type { PaymentInstructions, RegisteredUser, Registration } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** How to pay a paid level (bank transfer: company IBAN, amount in euros, concept = username; card: the Stripe PaymentIntent). */
export type { PaymentInstructions };

/** POST /api/register (JSON, `registrationSchema` of @vo/domain). */
export function register(input: Registration): Promise<RegisteredUser> {
  return apiFetch<RegisteredUser>('/api/register', { method: 'POST', auth: false, body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
