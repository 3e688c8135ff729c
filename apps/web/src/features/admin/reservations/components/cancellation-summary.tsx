import { Stack, Text } from '@mantine/core';
import type { Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { BalanceAmounts } from './balance-amounts';

/** What cancelling today gives back to each balance and what the company keeps (docs/decisions/082). */
export function CancellationSummary({ cancellation }: { cancellation: NonNullable<Reservation['cancellation']> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap={6} data-testid="cancellation-summary">
      <Text size="sm" fw={600}>
        {cancellation.free
          ? t('adminReservations.cancel.free', { day: format.day(cancellation.freeUntil) })
          : t('adminReservations.cancel.late', { day: format.day(cancellation.freeUntil) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('adminReservations.cancel.refund')}
      </Text>
      <BalanceAmounts amounts={cancellation.refund} testId="cancellation-refund" />
      {cancellation.kept > 0 && (
        <Text size="sm" data-testid="cancellation-kept">
          {t('adminReservations.cancel.kept', { amount: format.euros(cancellation.kept) })}
        </Text>
      )}
    </Stack>
  );
}
