import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { useAdminJobs } from '@/features/admin/jobs/api/get-admin-jobs';
import { useRunningNow } from '@/features/admin/jobs/api/run-job';
import { JobCard } from '@/features/admin/jobs/components/job-card';

/**
 * Admin console (issue 19): every scheduled job with its last runs and "run now". The page polls while a run goes,
 * wherever it was started, so a long run's bar moves to its end.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const jobs = useAdminJobs(useRunningNow());
  return (
    <Stack gap="md">
      <PageHeader title={t('adminJobs.title')} subtitle={t('adminJobs.subtitle')} />
      <ListStates query={jobs} count={jobs.data?.length ?? 0} emptyText={t('adminJobs.noRuns')}>
        {jobs.data?.map((job) => <JobCard key={job.name} job={job} />)}
      </ListStates>
    </Stack>
  );
}

export { JobsPage as Component };
