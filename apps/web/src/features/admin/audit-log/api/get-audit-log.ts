import { queryOptions } from '@tanstack/react-query';
import type { AuditEvent } from '@vo/domain';
import { fetchPage } from '@/api/hydra';

export type { AuditEvent };

export interface AuditLogQuery {
  page: number;
  itemsPerPage: number;
  kind?: string;
  /** Usernames, exact (any case). */
  actor?: string;
  member?: string;
  /** In the usernames and the IP. */
  search?: string;
  from?: string;
  to?: string;
}

/** GET /api/admin/audit_log: one page of security and money events, newest first. */
export const auditLogQueryOptions = ({ page, itemsPerPage, kind, actor, member, search, from, to }: AuditLogQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', { page, itemsPerPage, kind, actor, member, search, from, to }],
    queryFn: ({ signal }) => fetchPage<AuditEvent>('/api/admin/audit_log', {
      page, itemsPerPage, filters: { kind, actor, member, search }, dates: { field: 'createdAt', from, to },
    }, signal),
  });
