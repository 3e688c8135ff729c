import type { ChangePassword, PasswordChanged } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** PUT /api/users/{id}/password (docs/api.md): ends the member's other sessions, this one stays. */
export function changePassword(userId: number, values: ChangePassword): Promise<PasswordChanged> {
  return apiFetch(`/api/users/${userId}/password`, { method: 'PUT', body: values });
}
