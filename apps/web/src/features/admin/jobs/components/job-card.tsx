import { useTranslation } from 'react-i18next';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { SectionCard } from '@/components/ui/section-card';
import { useServerErrorText } from '@/components/ui/server-error-alert';
import type { Job } from '@/features/admin/jobs/api/get-admin-jobs';
import { useRunJob } from '@/features/admin/jobs/api/run-job';
import { toastError, toastSuccess } from '@/lib/toast';
import { JobProgress } from './job-progress';
import { JobRunsTable } from './job-runs-table';

/** One job: what it does, "run now" (confirmed), the bar of its latest run, and its last runs. */
export function JobCard({ job }: { job: Job }) {
  const { t } = useTranslation();
  const runJob = useRunJob();
  const errorText = useServerErrorText();
  const label = t(`adminJobs.names.${job.name}`);
  const latest = job.runs[0];
  // The dialog closes once the run has started, not when it ends: the bar behind it is what the admin watches.
  const start = async () => {
    runJob.mutate(job.name, {
      onSuccess: (outcome) => toastSuccess(t(outcome.status === 'done' ? 'adminJobs.done' : 'adminJobs.skipped', { job: label })),
      onError: (error) => toastError(errorText(error)),
    });
    return t('adminJobs.started', { job: label });
  };
  return (
    <SectionCard
      title={label}
      hint={t(`adminJobs.hints.${job.name}`)}
      testId={`job-${job.name}`}
      aside={
        <ConfirmActionButton
          label={t('adminJobs.runNow')}
          ariaLabel={t('adminJobs.runNowOf', { job: label })}
          title={t('adminJobs.confirmTitle', { job: label })}
          text={t('adminJobs.confirmText')}
          submitLabel={t('adminJobs.runNow')}
          action={start}
          testId={`run-job-${job.name}`}
        />
      }
    >
      {latest && <JobProgress jobLabel={label} run={latest} />}
      <JobRunsTable runs={job.runs} />
    </SectionCard>
  );
}
