import { Badge } from '@mantine/core';
import type { JobRunStatus } from '@vo/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<JobRunStatus, string> = { running: 'blue', done: 'teal', failed: 'red' };

/** A run's outcome: running, done or failed. */
export function JobRunStatusBadge({ status }: { status: JobRunStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-status={status}>
      {t(`adminJobs.statuses.${status}`)}
    </Badge>
  );
}
