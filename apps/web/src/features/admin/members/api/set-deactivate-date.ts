import type { User } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { useMemberAction } from './use-member-action';

/** PUT /api/users/{id} by an admin: the day from which the account is inactive, or null to clear it (decision 114). */
export function setDeactivateDate(id: number, deactivateDate: string | null): Promise<User> {
  return apiFetch(`/api/users/${id}`, { method: 'PUT', body: { deactivateDate } });
}

export const useSetDeactivateDate = () => useMemberAction(setDeactivateDate);
