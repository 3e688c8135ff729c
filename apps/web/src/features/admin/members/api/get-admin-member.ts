import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { AdminAccessToken } from './get-admin-access-tokens';
import { ADMIN_MEMBERS_QUERY_KEY, type AdminMember } from './get-admin-members';

/** GET /api/admin/members/{id}: the row plus a profile summary, flags and the audits of the admin actions. */
export interface AdminMemberDetail extends AdminMember {
  language: string;
  type: string;
  roles: string[];
  annualPaidUntil: string | null;
  autoRenew: boolean;
  isEspecial: boolean;
  isFreePremium: boolean;
  isPromotion: boolean;
  isfreeUser: boolean;
  twoFactorEnabled: boolean;
  sponsor: { id: number; username: string } | null;
  profile: {
    dni: string;
    mobile: string | null;
    city: string | null;
    country: string | null;
    userKind: string;
    companyName: string | null;
    hasBankData: boolean;
  } | null;
  passwordChangeRequests: { id: number; admin: { id: number; username: string }; createdAt: string; completedAt: string | null }[];
  impersonations: AdminAccessToken[];
}

export function getAdminMember(id: number, signal?: AbortSignal): Promise<AdminMemberDetail> {
  return apiFetch(`/api/admin/members/${id}`, { signal });
}

export const adminMemberQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ADMIN_MEMBERS_QUERY_KEY, 'detail', id], queryFn: ({ signal }) => getAdminMember(id, signal) });

export function useAdminMember(id: number) {
  return useQuery(adminMemberQueryOptions(id));
}
