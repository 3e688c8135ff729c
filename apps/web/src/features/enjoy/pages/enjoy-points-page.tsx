import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { BuyPointsForm } from '@/features/enjoy/components/buy-points-form';
import { EnjoyPaymentsTable } from '@/features/enjoy/components/enjoy-payments-table';
import { PointsBalances } from '@/features/enjoy/components/points-balances';
import { PointsMovementsTable } from '@/features/enjoy/components/points-movements-table';

/** Enjoy Points (spec sections 1, 5 and 9): balances, buying points, what was bought, and every points movement. */
export function EnjoyPointsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t('enjoy.points.title')} subtitle={t('enjoy.points.subtitle')} />
      <PointsBalances />
      <BuyPointsForm />
      <SectionCard title={t('enjoy.history.title')} padding="lg">
        <EnjoyPaymentsTable tableId="enjoy-history" types={['enjoy_points', 'enjoy_pass']} variant="history" />
      </SectionCard>
      {/* What moved the points once bought: reservations, their refunds, the Enjoy bonus. */}
      <SectionCard title={t('enjoy.movements.title')} hint={t('enjoy.movements.hint')} padding="lg" testId="points-movements-card">
        <PointsMovementsTable />
      </SectionCard>
    </Stack>
  );
}

export { EnjoyPointsPage as Component };
