import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { SectionCard } from '@/components/ui/section-card';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useFormat } from '@/lib/use-format';
import { useExtraBonusEstimate, type ExtraBonusKind } from '../api/get-extra-bonuses';
import { periodLabel } from '../lib/period-label';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The running period: the pool from the revenue confirmed so far, my estimated share, and why I share or not. */
export function ExtraBonusEstimateCard({ kind }: { kind: ExtraBonusKind }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const estimate = useExtraBonusEstimate(kind);
  if (estimate.isError) return <ServerErrorAlert error={estimate.error} />;
  if (!estimate.data) return <PageLoader />;
  const e = estimate.data;
  const months = e.basedOn.map((month) => periodLabel('monthly', month, i18n.language)).join(', ');
  return (
    <SectionCard title={t('extraBonuses.current.title', { period: periodLabel(kind, e.period, i18n.language) })} hint={t('extraBonuses.current.hint')} padding="lg" testId="extra-bonus-estimate">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure label={t('extraBonuses.current.base')} value={format.euros(e.base)} testId="estimate-base" />
        <Figure label={t('extraBonuses.current.pool', { percent: format.percent(e.sharePercent) })} value={format.euros(e.pool)} testId="estimate-pool" />
        <Figure label={t('extraBonuses.current.members')} value={format.number(e.members)} testId="estimate-members" />
        <Figure label={t('extraBonuses.current.myShare')} value={format.euros(e.myShare)} testId="estimate-my-share" />
      </SimpleGrid>
      <Alert mt="md" color={e.reason === 'qualified' ? 'teal' : 'gray'} data-testid="estimate-reason" data-reason={e.reason}>
        <Text size="sm">{t(`extraBonuses.reasons.${e.reason}`, { months })}</Text>
      </Alert>
    </SectionCard>
  );
}
