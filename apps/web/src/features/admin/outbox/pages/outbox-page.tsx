import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { validRange } from '@/components/ui/date-range';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { adminOutboxQueryOptions } from '@/features/admin/outbox/api/get-admin-outbox';
import { useOutboxColumns } from '@/features/admin/outbox/components/outbox-columns';
import { OutboxFilters, type OutboxFilterValues } from '@/features/admin/outbox/components/outbox-filters';

/** Admin console (issue 19): the mail outbox with each mail's state, its preview (links masked) and "send again". */
export function OutboxPage() {
  const { t } = useTranslation();
  const list = usePagedList({
    id: 'admin-outbox',
    query: ({ page, itemsPerPage, filter, search }: PagedParams<never, OutboxFilterValues>) =>
      adminOutboxQueryOptions({ page, itemsPerPage, search, status: filter.status, ...validRange(filter) }),
  });
  return (
    <Stack gap="md">
      <PageHeader title={t('adminOutbox.title')} subtitle={t('adminOutbox.subtitle')} />
      <SectionCard>
        <OutboxFilters filter={list.filter} search={list.search} onFilter={list.setFilter} onSearch={list.setSearch} onClear={list.reset} />
        <DataTable
          {...list.table}
          columns={useOutboxColumns()}
          rowKey={(mail) => mail.id}
          minWidth={1080}
          emptyText={list.filtered ? t('admin.noMatches') : t('adminOutbox.empty')}
          testId="outbox-table"
          rowTestId="outbox-row"
          rowAttributes={(mail) => ({ 'data-mail-id': mail.id, 'data-recipient': mail.recipient, 'data-template': mail.template })}
        />
      </SectionCard>
    </Stack>
  );
}

export { OutboxPage as Component };
