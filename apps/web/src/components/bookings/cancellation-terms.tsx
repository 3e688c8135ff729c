import { Stack, Text } from '@mantine/core';
import type { Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { BalanceAmounts } from './balance-amounts';

export type CancellationTerms = NonNullable<Reservation['cancellation']>;

/** What cancelling today gives back to each balance and what the company keeps (DESIGN.md section 7b, decision 082). */
export function CancellationTermsSummary({ terms }: { terms: CancellationTerms }) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = format.day(terms.freeUntil);
  return (
    <Stack gap={6} data-testid="cancellation-terms">
      <Text size="sm" fw={600}>
        {terms.free ? t('reservations.cancel.free', { day }) : t('reservations.cancel.notFree', { day })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('reservations.cancel.refund')}
      </Text>
      <BalanceAmounts amounts={terms.refund} testId="cancellation-refund" valueTestIdPrefix="refund" emptyText={t('reservations.cancel.nothingBack')} />
      {terms.kept > 0 && (
        <Text size="sm" c="red.8" data-testid="cancellation-kept">
          {t('reservations.cancel.kept', { amount: format.euros(terms.kept) })}
        </Text>
      )}
    </Stack>
  );
}
