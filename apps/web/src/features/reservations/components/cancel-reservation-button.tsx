import { Stack, Text } from '@mantine/core';
import { reservationCancelSchema, type Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { Facts } from '@/components/ui/facts';
import { ReasonActionButton } from '@/components/ui/reason-action-button';
import { useFormat } from '@/lib/use-format';
import { useCancelReservation } from '../api/cancel-reservation';
import { BALANCE_KEYS } from '../lib/balance-keys';

type Terms = NonNullable<Reservation['cancellation']>;

/** What cancelling today gives back to each balance and what the company keeps (DESIGN.md section 7b). */
function CancellationTerms({ terms }: { terms: Terms }) {
  const { t } = useTranslation();
  const format = useFormat();
  const refunds = BALANCE_KEYS.filter((balance) => terms.refund[balance] > 0).map((balance) => ({
    label: t(`reservations.balances.${balance}`),
    value: format.euros(terms.refund[balance]),
    testId: `refund-${balance}`,
  }));
  return (
    <Stack gap="xs" data-testid="cancellation-terms">
      <Text size="sm" fw={500}>
        {terms.free ? t('reservations.cancel.free', { day: format.day(terms.freeUntil) }) : t('reservations.cancel.notFree', { day: format.day(terms.freeUntil) })}
      </Text>
      <Text size="sm">{t('reservations.cancel.refund')}</Text>
      {refunds.length > 0 ? <Facts facts={refunds} /> : <Text size="sm">{t('reservations.cancel.nothingBack')}</Text>}
      {terms.kept > 0 && (
        <Text size="sm" c="red.8" data-testid="cancellation-kept">
          {t('reservations.cancel.kept', { amount: format.euros(terms.kept) })}
        </Text>
      )}
    </Stack>
  );
}

/** "Cancel": the refund by balance, what is kept, the free-until day and an optional reason. */
export function CancelReservationButton({ reservation, terms }: { reservation: Reservation; terms: Terms }) {
  const { t } = useTranslation();
  const cancel = useCancelReservation();
  return (
    <ReasonActionButton
      schema={reservationCancelSchema}
      required={false}
      maxLength={500}
      size="sm"
      label={t('reservations.cancel.button')}
      ariaLabel={t('reservations.cancel.buttonFor', { code: reservation.code })}
      title={t('reservations.cancel.title', { code: reservation.code })}
      text={t('reservations.cancel.text')}
      details={<CancellationTerms terms={terms} />}
      reasonHint={t('reservations.cancel.reasonHint')}
      submitLabel={t('reservations.cancel.submit')}
      keepLabel={t('reservations.keep')}
      action={async (reason) => {
        const cancelled = await cancel.mutateAsync({ id: reservation.id, reason });
        return t('reservations.cancel.done', { code: cancelled.code });
      }}
      testId="cancel-reservation"
    />
  );
}
