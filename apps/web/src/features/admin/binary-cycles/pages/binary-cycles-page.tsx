import { Card, Stack } from '@mantine/core';
import { madridDay } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { SectionCard } from '@/components/ui/section-card';
import { formatDay } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { useBinaryCycleRuns, type BinaryCycleRunRecord } from '@/features/admin/binary-cycles/api/get-binary-cycle-runs';
import { RunWeekForm } from '@/features/admin/binary-cycles/components/run-week-form';
import { nextDueWeek } from '@/features/admin/binary-cycles/lib/next-due-week';

/** Admin console: the weekly binary cycles that ran, and running a given week (DESIGN.md section 7). */
export function BinaryCyclesPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const runs = useBinaryCycleRuns();
  const due = nextDueWeek((runs.data ?? []).map((run) => run.week), madridDay());
  const count = (id: 'members' | 'withVolume' | 'paid'): Column<BinaryCycleRunRecord> => ({ id, header: t(`binaryCycles.${id}`), cell: (run) => format.number(run[id]), align: 'right' });
  // Each week that ran: when, how many members were read and had volume, how many were paid and how much.
  const columns: Column<BinaryCycleRunRecord>[] = [
    { id: 'week', header: t('binaryCycles.week'), cell: (run) => run.week, fw: 600, card: 'title' },
    { id: 'ranAt', header: t('binaryCycles.ranAt'), cell: (run) => formatDay(run.ranAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), card: 'subtitle' },
    count('members'),
    count('withVolume'),
    count('paid'),
    { id: 'bonus', header: t('binaryCycles.bonus'), cell: (run) => format.euros(run.bonus), align: 'right', fw: 600, card: 'aside' },
  ];
  return (
    <Stack gap="md">
      <PageHeader title={t('binaryCycles.title')} subtitle={t('binaryCycles.subtitle')} />
      <Card withBorder radius="md" padding="md">
        {/* Keyed by the week due: after a run the form offers the next one. */}
        {runs.isPending ? <PageLoader /> : <RunWeekForm key={due.week} due={due} />}
      </Card>
      <SectionCard title={t('binaryCycles.runs')}>
        <DataTable
          columns={columns}
          rows={runs.data ?? []}
          rowKey={(run) => run.week}
          query={runs}
          // No link or button inside: when the table scrolls sideways, its viewport takes the focus (WCAG 2.1.1).
          focusableScroll
          emptyText={t('binaryCycles.empty')}
          emptyTestId="binary-cycle-runs-empty"
          testId="binary-cycle-runs"
          rowTestId="binary-cycle-run-row"
          rowAttributes={(run) => ({ 'data-week': run.week })}
        />
      </SectionCard>
    </Stack>
  );
}

export { BinaryCyclesPage as Component };
