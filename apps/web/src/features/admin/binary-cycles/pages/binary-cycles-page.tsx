import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { useBinaryCycleRuns } from '@/features/admin/binary-cycles/api/get-binary-cycle-runs';
import { BinaryCycleRunsTable } from '@/features/admin/binary-cycles/components/binary-cycle-runs-table';
import { RunWeekForm } from '@/features/admin/binary-cycles/components/run-week-form';

/** Admin console: the weekly binary cycles that ran, and running a given week (DESIGN.md section 7). */
export function BinaryCyclesPage() {
  const { t } = useTranslation();
  const runs = useBinaryCycleRuns();
  const rows = runs.data ?? [];
  return (
    <Stack gap="md">
      <PageHeader title={t('binaryCycles.title')} subtitle={t('binaryCycles.subtitle')} />
      <Card withBorder radius="md" padding="md">
        <RunWeekForm />
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="sm">{t('binaryCycles.runs')}</Title>
        <ListStates query={runs} count={rows.length} emptyText={t('binaryCycles.empty')} emptyTestId="binary-cycle-runs-empty">
          <BinaryCycleRunsTable runs={rows} />
        </ListStates>
      </Card>
    </Stack>
  );
}

export { BinaryCyclesPage as Component };
