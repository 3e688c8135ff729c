import { Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import type { JobRun } from '@/features/admin/jobs/api/get-admin-jobs';
import { reportText } from '@/features/admin/jobs/lib/report-text';
import { reportEntries, runDurationMs, runError } from '@/features/admin/jobs/lib/run-facts';
import { useFormat } from '@/lib/use-format';
import { JobRunStatusBadge } from './job-run-status-badge';

/** A job's last runs: when, how long, how it ended, what it reported (rows affected) and a failure's error. */
export function JobRunsTable({ runs }: { runs: JobRun[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const header = (column: string) => t(`adminJobs.columns.${column}`);
  const columns: Column<JobRun>[] = [
    { id: 'startedAt', header: header('startedAt'), cell: (run) => format.dateTime(run.startedAt), nowrap: true, card: 'title' },
    { id: 'finishedAt', header: header('finishedAt'), cell: (run) => (run.finishedAt ? format.dateTime(run.finishedAt) : '—'), nowrap: true },
    {
      id: 'duration', header: header('duration'), align: 'right', nowrap: true, card: 'meta',
      cell: (run) => {
        const ms = runDurationMs(run);
        return ms === null ? '—' : t('adminJobs.seconds', { value: format.number(ms / 1000) });
      },
    },
    { id: 'status', header: header('status'), cell: (run) => <JobRunStatusBadge status={run.status} />, card: 'aside' },
    {
      id: 'report', header: header('report'), maw: 360,
      cell: (run) => reportText(run.job, reportEntries(run.details), t, format) || '—',
    },
    {
      id: 'error', header: header('error'), maw: 320,
      cell: (run) => {
        const error = runError(run);
        return error ? <Code c="red" data-testid="job-run-error">{error}</Code> : <Text span c="dimmed">—</Text>;
      },
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={runs}
      rowKey={(run) => run.id}
      minWidth={900}
      focusableScroll
      emptyText={t('adminJobs.noRuns')}
      rowTestId="job-run-row"
      rowAttributes={(run) => ({ 'data-status': run.status, 'data-period': run.periodKey })}
    />
  );
}
