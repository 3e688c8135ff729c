import { Badge, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { validRange } from '@/components/ui/date-range';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { auditLogQueryOptions, type AuditEvent } from '@/features/admin/audit-log/api/get-audit-log';
import { AuditLogFilters, type AuditLogFilterValues } from '@/features/admin/audit-log/components/audit-log-filters';
import { eventFacts } from '@/features/admin/audit-log/lib/event-facts';
import { useFormat } from '@/lib/use-format';

/** Admin console (issue 19): security and money events in one searchable list, with who, to whom, when and from where. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = usePagedList({
    id: 'admin-audit-log',
    query: ({ page, itemsPerPage, filter, search }: PagedParams<never, AuditLogFilterValues>) =>
      auditLogQueryOptions({ page, itemsPerPage, search, kind: filter.kind, actor: filter.actor, member: filter.member, ...validRange(filter) }),
  });
  const header = (column: string) => t(`adminAuditLog.columns.${column}`);
  const columns: Column<AuditEvent>[] = [
    { id: 'createdAt', header: header('createdAt'), cell: (e) => format.dateTime(e.createdAt), nowrap: true, card: 'subtitle' },
    { id: 'kind', header: header('kind'), cell: (e) => <Badge variant="light" data-kind={e.kind}>{t(`adminAuditLog.kinds.${e.kind}`)}</Badge>, card: 'title' },
    { id: 'actor', header: header('actor'), cell: (e) => e.actor?.username ?? '—' },
    { id: 'member', header: header('member'), cell: (e) => e.member?.username ?? '—' },
    { id: 'ip', header: header('ip'), cell: (e) => e.ip ?? '—', nowrap: true, card: 'meta' },
    { id: 'details', header: header('details'), cell: (e) => eventFacts(e.details, format.euros) || '—', cardCell: (e) => eventFacts(e.details, format.euros), maw: 420, card: 'body' },
  ];
  return (
    <Stack gap="md">
      <PageHeader title={t('adminAuditLog.title')} subtitle={t('adminAuditLog.subtitle')} />
      <SectionCard>
        <AuditLogFilters filter={list.filter} search={list.search} onFilter={list.setFilter} onSearch={list.setSearch} onClear={list.reset} />
        <DataTable
          {...list.table}
          columns={columns}
          rowKey={(e) => e.id}
          minWidth={960}
          focusableScroll
          emptyText={list.filtered ? t('admin.noMatches') : t('adminAuditLog.empty')}
          testId="audit-log-table"
          rowTestId="audit-row"
          rowAttributes={(e) => ({ 'data-kind': e.kind })}
        />
      </SectionCard>
    </Stack>
  );
}

export { AuditLogPage as Component };
