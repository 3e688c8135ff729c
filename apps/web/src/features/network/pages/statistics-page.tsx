import { Alert, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { madridDay } from '@vo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@/components/ui/day-input';
import { LabelledSegmentedControl } from '@/components/ui/labelled-segmented-control';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDay, formatNumber } from '@/lib/format';
import { useUserStats } from '@/features/network/api/get-user-stats';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshNote } from '@/features/network/components/refresh-note';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { defaultRange, rangeProblem, STATISTICS_START, STATS_PERIODS, type RangeProblem, type StatsPeriod } from '@/features/network/lib/stats-range';
import { StatsCharts } from '@/features/network/components/stats-charts';

function useProblemText(): (problem: RangeProblem | null) => string | undefined {
  const { t, i18n } = useTranslation();
  return (problem) => {
    if (!problem) return undefined;
    // The same catalogue text the server answers with (packages/domain validation.statisticsStart).
    if (problem.reason === 'beforeStart') return t('validation.statisticsStart', { value: formatDay(STATISTICS_START, i18n.language) });
    if (problem.reason === 'required') return t('validation.required');
    return t(`network.statistics.${problem.reason}`);
  };
}

/** Issue 3 "Statistics": my team's daily snapshots as charts per day, week or month (never before 17 March 2022). */
export function StatisticsPage() {
  const { t, i18n } = useTranslation();
  const [today] = useState(() => madridDay());
  const [range, setRange] = useState(() => defaultRange(today));
  const [period, setPeriod] = useState<StatsPeriod>('day');
  const problem = rangeProblem(range.from, range.to, today, period);
  const problemText = useProblemText();
  const stats = useUserStats({ ...range, period }, problem === null);
  const n = (value: number) => formatNumber(value, i18n.language);
  const points = stats.data ?? [];
  const sum = (key: 'newLeft' | 'newRight' | 'salesLeft' | 'salesRight') => points.reduce((total, p) => total + p[key], 0);

  return (
    <Stack gap="md">
      <PageHeader title={t('network.statistics.title')} subtitle={t('network.statistics.subtitle')} />
      <Card withBorder padding="md" radius="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <DayInput
            label={t('network.statistics.from')}
            value={range.from}
            min={STATISTICS_START}
            max={today}
            onChange={(from) => setRange((r) => ({ ...r, from }))}
            error={problem?.field === 'from' ? problemText(problem) : undefined}
            w={{ base: '100%', xs: 180 }}
          />
          <DayInput
            label={t('network.statistics.to')}
            value={range.to}
            min={range.from >= STATISTICS_START ? range.from : STATISTICS_START}
            max={today}
            onChange={(to) => setRange((r) => ({ ...r, to }))}
            error={problem?.field === 'to' ? problemText(problem) : undefined}
            w={{ base: '100%', xs: 180 }}
          />
          <LabelledSegmentedControl
            label={t('network.statistics.period')}
            value={period}
            onChange={setPeriod}
            data={STATS_PERIODS.map((p) => ({ value: p, label: t(`network.statistics.periods.${p}`) }))}
          />
        </Group>
        <Text size="xs" c="dimmed" mt="sm">
          {t('network.statistics.rangeHint', { date: formatDay(STATISTICS_START, i18n.language) })}
        </Text>
        {problem?.field === 'period' && (
          <Alert color="yellow" variant="light" mt="sm" role="status" data-testid="stats-too-many-points">
            {problemText(problem)}
          </Alert>
        )}
      </Card>

      {problem ? null : stats.isError ? (
        <ServerErrorAlert error={stats.error} />
      ) : stats.isPending ? (
        <PageLoader />
      ) : (
        <Stack gap="md" style={{ opacity: stats.isPlaceholderData ? 0.6 : 1 }} aria-busy={stats.isPlaceholderData || undefined}>
          <Group gap="xs" data-testid="stats-summary">
            <Badge variant="light" color="blue" tt="none" size="lg">
              {t('network.statistics.newInRange', { left: n(sum('newLeft')), right: n(sum('newRight')) })}
            </Badge>
            <Badge variant="light" color="grape" tt="none" size="lg">
              {t('network.statistics.salesInRange', { left: n(sum('salesLeft')), right: n(sum('salesRight')) })}
            </Badge>
          </Group>
          <StatsCharts points={points} period={period} />
        </Stack>
      )}
      <RefreshNote>{t('network.statistics.refreshNote')}</RefreshNote>
    </Stack>
  );
}

export { StatisticsPage as Component };
