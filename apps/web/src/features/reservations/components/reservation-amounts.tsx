import { Divider, Stack } from '@mantine/core';
import type { Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { BalanceAmounts } from '@/components/bookings/balance-amounts';
import { Facts } from '@/components/ui/facts';
import { useFormat } from '@/lib/use-format';

/** Total and deposit, what each balance paid, and what is still due. */
export function ReservationAmounts({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="sm" data-testid="reservation-amounts">
      <Facts
        cols={{ base: 2, sm: 4 }}
        facts={[
          { label: t('reservations.columns.total'), value: format.euros(reservation.total), testId: 'amount-total' },
          { label: t('reservations.deposit'), value: format.euros(reservation.deposit) },
          { label: t('reservations.columns.paid'), value: format.euros(reservation.amountPaid), testId: 'amount-paid' },
          { label: t('reservations.columns.due'), value: format.euros(reservation.amountDue), testId: 'amount-due' },
        ]}
      />
      <Divider label={t('reservations.paidBy')} labelPosition="left" />
      <BalanceAmounts amounts={reservation.paid} testId="reservation-paid" valueTestIdPrefix="paid" />
    </Stack>
  );
}
