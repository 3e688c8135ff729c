import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobRun } from '@/features/admin/jobs/api/get-admin-jobs';
import { progressPercent } from '@/features/admin/jobs/lib/run-facts';
import { useFormat } from '@/lib/use-format';

/** The bar of a job's latest run: moves while it goes (the page polls), full once it has ended. */
export function JobProgress({ jobLabel, run }: { jobLabel: string; run: JobRun }) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = progressPercent(run);
  const running = run.status === 'running';
  return (
    <Group gap="sm" wrap="nowrap" data-testid="job-progress" data-status={run.status} data-percent={percent}>
      <Progress
        value={percent}
        color={run.status === 'failed' ? 'red' : running ? 'blue' : 'teal'}
        striped={running}
        animated={running}
        size="lg"
        style={{ flex: 1 }}
        aria-label={t('adminJobs.progressOf', { job: jobLabel })}
      />
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {run.progress ? `${format.number(run.progress.done)} / ${format.number(run.progress.total)}` : `${percent} %`}
      </Text>
    </Group>
  );
}
