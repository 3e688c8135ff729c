import type { ExistsAnswer } from '@vo/domain';
import { apiFetch } from '@/api/client';

export type UniqueField = 'dni' | 'email' | 'username';

const PATHS: Record<UniqueField, string> = { dni: '/api/checkDni', email: '/api/checkEmail', username: '/api/checkUsername' };

/** GET /api/checkDni|checkEmail|checkUsername/{value} → {exists}: spec section 5, uniqueness by lookup calls. */
export async function checkExists(field: UniqueField, value: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiFetch<ExistsAnswer>(`${PATHS[field]}/${encodeURIComponent(value)}`, { signal, auth: false });
  return answer.exists;
}
