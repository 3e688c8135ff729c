import { useMutation } from '@tanstack/react-query';
import type { Registration } from '@vo/domain';
import { apiFetch } from '../../../api/client';

/** The created User (docs/api.md: 201 User item); the screen needs only these. */
export interface RegisteredUser {
  id: number;
  username: string;
  isActive: boolean;
}

/** POST /api/register (JSON, `registrationSchema` of @vo/domain). */
export function register(input: Registration): Promise<RegisteredUser> {
  return apiFetch<RegisteredUser>('/api/register', { method: 'POST', auth: false, body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
