import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { fetchPage, type Page } from '@/api/hydra';
import type { EventAttendance } from '@vo/domain';

/** The member's latest check-ins shown under the form. */
export const ATTENDANCES_SHOWN = 20;

const ATTENDANCES_QUERY_KEY = ['attendances'] as const;

/** GET /api/attendance_codes as a member: their recorded attendances, newest first. */
export function getAttendances(signal?: AbortSignal): Promise<Page<EventAttendance>> {
  return fetchPage<EventAttendance>('/api/attendance_codes', { page: 1, itemsPerPage: ATTENDANCES_SHOWN }, signal);
}

export const attendancesQueryOptions = () => queryOptions({ queryKey: ATTENDANCES_QUERY_KEY, queryFn: ({ signal }) => getAttendances(signal) });

/** POST /api/attendance_codes `{ code }`: checks in at the event whose code it is (a confirmed reservation needed). */
export function checkIn(code: string): Promise<EventAttendance> {
  return apiFetch<EventAttendance>('/api/attendance_codes', { method: 'POST', body: { code } });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: checkIn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ATTENDANCES_QUERY_KEY }) });
}
