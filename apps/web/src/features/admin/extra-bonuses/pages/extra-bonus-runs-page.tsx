import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { useFormat } from '@/lib/use-format';
import { extraBonusRunsQueryOptions, type ExtraBonusRunRecord } from '@/features/admin/extra-bonuses/api/get-extra-bonus-runs';

/**
 * Admin console: the extra bonus pools paid (issue 17), each with its statement: the base, the pool, how many members
 * shared it, what was paid, and what refunds after payment took back. Running a period is the jobs console's "run now".
 */
export function ExtraBonusRunsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = usePagedList({
    id: 'admin-extra-bonus-runs',
    query: ({ page, itemsPerPage }: PagedParams<never, object>) => extraBonusRunsQueryOptions({ page, itemsPerPage }),
  });
  const header = (column: string) => t(`adminExtraBonuses.${column}`);
  const euros = (id: 'base' | 'pool' | 'paid' | 'clawedBack'): Column<ExtraBonusRunRecord> => ({ id, header: header(id), cell: (run) => format.euros(run[id]), align: 'right', card: 'meta' });
  const columns: Column<ExtraBonusRunRecord>[] = [
    { id: 'period', header: header('period'), cell: (run) => `${t(`adminExtraBonuses.kinds.${run.kind}`)} ${run.period}`, fw: 600, nowrap: true, card: 'title' },
    { id: 'ranAt', header: header('ranAt'), cell: (run) => format.dateTime(run.ranAt), card: 'subtitle' },
    { id: 'payments', header: header('payments'), cell: (run) => format.number(run.payments), align: 'right' },
    euros('base'),
    { id: 'share', header: header('share'), cell: (run) => format.percent(run.sharePercent), align: 'right' },
    euros('pool'),
    { id: 'members', header: header('members'), cell: (run) => format.number(run.members), align: 'right' },
    { ...euros('paid'), fw: 600, card: 'aside' },
    euros('clawedBack'),
  ];
  return (
    <Stack gap="md">
      <PageHeader title={header('title')} subtitle={header('subtitle')} />
      <SectionCard title={header('runs')}>
        <DataTable
          {...list.table}
          columns={columns}
          rowKey={(run) => run.id}
          minWidth={900}
          focusableScroll
          emptyText={header('empty')}
          emptyTestId="extra-bonus-runs-empty"
          testId="extra-bonus-runs"
          rowTestId="extra-bonus-run-row"
          rowAttributes={(run) => ({ 'data-period': run.period })}
        />
      </SectionCard>
    </Stack>
  );
}

export { ExtraBonusRunsPage as Component };
