import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatNumber } from '@/lib/format';
import type { UserStatPoint } from '@/features/network/api/get-user-stats';
import type { StatsPeriod } from '@/features/network/lib/stats-range';

// Only this module imports @mantine/charts (and recharts): it is part of the statistics screen's chunk alone.

const LEFT_COLOR = 'blue.6';
const RIGHT_COLOR = 'orange.6';

function ChartCard({ title, testId, wide, children }: { title: string; testId: string; wide?: boolean; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId} style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** New members, active members and sales per leg, one point per day, week or month. */
export function StatsCharts({ points, period }: { points: UserStatPoint[]; period: StatsPeriod }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const label = (day: string) => {
    if (period === 'month') return formatDay(day, language, { month: 'short', year: 'numeric' });
    const short = formatDay(day, language, { day: 'numeric', month: 'short' });
    return period === 'week' ? t('network.statistics.weekOf', { date: short }) : short;
  };
  const data = points.map((p) => ({ ...p, label: label(p.period) }));
  const left = t('network.teams.left');
  const right = t('network.teams.right');
  const format = (value: number) => formatNumber(value, language);
  const common = { h: 240, data, dataKey: 'label', valueFormatter: format, withLegend: true, legendProps: { verticalAlign: 'bottom' as const, height: 40 } };

  if (!points.length) {
    return (
      <Text c="dimmed" size="sm">
        {t('network.statistics.noData')}
      </Text>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard title={t('network.statistics.newMembers')} testId="chart-new-members">
        <BarChart
          {...common}
          series={[
            { name: 'newLeft', label: left, color: LEFT_COLOR },
            { name: 'newRight', label: right, color: RIGHT_COLOR },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('network.statistics.activeMembers')} testId="chart-active-members">
        <LineChart
          {...common}
          curveType="stepAfter"
          withDots={points.length <= 31}
          series={[
            { name: 'leftActive', label: left, color: LEFT_COLOR },
            { name: 'rightActive', label: right, color: RIGHT_COLOR },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('network.statistics.sales')} testId="chart-sales" wide>
        <BarChart
          {...common}
          series={[
            { name: 'salesLeft', label: left, color: LEFT_COLOR },
            { name: 'salesRight', label: right, color: RIGHT_COLOR },
          ]}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
