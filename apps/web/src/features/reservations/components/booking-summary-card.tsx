import { Alert, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookableItem } from '@/api/bookable-item';
import { useWalletInfo } from '@/api/wallet-info';
import { Facts } from '@/components/ui/facts';
import { SectionCard } from '@/components/ui/section-card';
import { useSettings } from '@/lib/settings';
import { useFormat } from '@/lib/use-format';
import { bookingSummary } from '../lib/booking-summary';

/** Before confirming: what leaves which balance now (the deposit, in Enjoy Points) and what is left to pay later. */
export function BookingSummaryCard({ item, passengers }: { item: BookableItem; passengers: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const settings = useSettings();
  const wallet = useWalletInfo();
  const balances = { enjoyPoints: wallet.data?.enjoyPoints ?? 0, travelPoints: wallet.data?.travelPoints ?? 0, wallet: wallet.data?.available ?? 0 };
  const rates = { cruise: settings.travelPointsCruiseMaxPercent, tourOperator: settings.travelPointsTourOperatorMaxPercent };
  const summary = bookingSummary({ price: item.price, deposit: item.deposit, passengers, kind: item.kind, balances, rates });
  const points = (value: number) => t('reservations.summary.points', { value: format.points(value) });
  const later = summary.laterByDefault;

  return (
    <SectionCard title={t('reservations.summary.title')} testId="booking-summary">
      <Stack gap="sm">
        <Facts
          cols={{ base: 1, xs: 2 }}
          facts={[
            { label: t('reservations.summary.total', { count: passengers }), value: format.euros(summary.total), testId: 'summary-total' },
            { label: t('reservations.summary.depositNow'), value: points(summary.depositNow), testId: 'summary-deposit' },
            { label: t('reservations.summary.enjoyPointsNow'), value: wallet.data ? points(balances.enjoyPoints) : '…' },
            { label: t('reservations.summary.enjoyPointsAfter'), value: wallet.data ? points(summary.enjoyPointsAfter) : '…', testId: 'summary-enjoy-after' },
          ]}
        />
        {wallet.data && summary.depositShort && (
          <Alert color="red" variant="light" data-testid="summary-deposit-short">
            {t('reservations.summary.depositShort')}
          </Alert>
        )}
        <Divider />
        <Facts
          cols={{ base: 1, xs: 2 }}
          facts={[
            { label: t('reservations.summary.restLater'), value: format.euros(summary.restLater), testId: 'summary-rest' },
            {
              label: t('reservations.summary.travelPointsMax'),
              value: summary.travelPointsMax > 0 ? points(summary.travelPointsMax) : t('reservations.summary.travelPointsNone'),
              testId: 'summary-travel-points-max',
            },
          ]}
        />
        <Text size="sm" c="dimmed">
          {t('reservations.summary.order')}
        </Text>
        {wallet.data && summary.restLater > 0 && (
          <Text size="sm" data-testid="summary-later-default">
            {later
              ? t('reservations.summary.laterByDefault', { enjoyPoints: format.points(later.enjoyPoints), travelPoints: format.points(later.travelPoints), wallet: format.euros(later.wallet) })
              : t('reservations.summary.laterShort')}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
