import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobRun } from '@/features/admin/jobs/api/get-admin-jobs';
import { progressBar } from '@/features/admin/jobs/lib/run-facts';
import { useFormat } from '@/lib/use-format';

/** The bar of a job's latest run: moves while it goes (the page polls); a run that counts nothing shows none once ended. */
export function JobProgress({ jobLabel, run }: { jobLabel: string; run: JobRun }) {
  const { t } = useTranslation();
  const format = useFormat();
  const bar = progressBar(run);
  if (bar.kind === 'none') return null;
  const running = run.status === 'running';
  const measured = bar.kind === 'measured';
  return (
    <Group gap="sm" wrap="nowrap" data-testid="job-progress" data-status={run.status} data-percent={measured ? bar.percent : undefined}>
      <Progress
        value={measured ? bar.percent : 100}
        color={run.status === 'failed' ? 'red' : running ? 'blue' : 'teal'}
        striped={running}
        animated={running}
        size="lg"
        style={{ flex: 1 }}
        aria-label={t('adminJobs.progressOf', { job: jobLabel })}
      />
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {measured ? `${format.number(bar.done)} / ${format.number(bar.total)}` : t('adminJobs.statuses.running')}
      </Text>
    </Group>
  );
}
