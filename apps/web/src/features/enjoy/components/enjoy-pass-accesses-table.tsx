import { Badge, Text } from '@mantine/core';
import type { EnjoyPassAccess } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { useFormat } from '@/lib/use-format';
import { enjoyPassAccessesQueryOptions } from '@/features/enjoy/api/get-enjoy-pass-accesses';

/** Spec section 7 "Enjoy Pass credentials": valid until a date, or expired. */
function Validity({ access }: { access: EnjoyPassAccess }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (access.expired) return <Badge color="gray" variant="light" data-validity="expired">{t('enjoy.accesses.expired')}</Badge>;
  return (
    <Badge color="teal" variant="light" data-validity="valid">
      {t('enjoy.accesses.validUntil', { date: format.day(access.validUntil) })}
    </Badge>
  );
}

function useColumns(): Column<EnjoyPassAccess>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    { id: 'email', header: t('enjoy.accesses.columns.email'), cell: (a) => a.email, fw: 600, card: 'title', attributes: (a) => ({ 'data-email': a.email }) },
    { id: 'login', header: t('enjoy.accesses.columns.login'), cell: (a) => <Text span ff="monospace" size="sm">{a.credentials}</Text>, card: 'field' },
    { id: 'validity', header: t('enjoy.accesses.columns.validity'), cell: (a) => <Validity access={a} />, card: 'body' },
    { id: 'created', header: t('enjoy.accesses.columns.created'), cell: (a) => format.day(a.createAt), card: 'subtitle' },
  ];
}

/** The Enjoy Passes the member gave, a page at a time, newest first. */
export function EnjoyPassAccessesTable() {
  const { t } = useTranslation();
  const list = usePagedList({
    id: 'enjoy-pass-accesses',
    query: ({ page, itemsPerPage }: PagedParams<never, object>) => enjoyPassAccessesQueryOptions({ page, itemsPerPage }),
  });
  return (
    <DataTable
      {...list.table}
      columns={useColumns()}
      rowKey={(a) => a.id}
      minWidth={620}
      nowrap
      cards
      loaderHeight={120}
      emptyText={t('enjoy.accesses.empty')}
      emptyTestId="enjoy-pass-accesses-empty"
      testId="enjoy-pass-accesses"
      rowTestId="enjoy-pass-accesses-row"
    />
  );
}
