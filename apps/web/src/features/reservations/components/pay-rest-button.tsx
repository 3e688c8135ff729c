import { Button, Modal, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { reservationPaySchema, type Reservation, type ReservationPay } from '@vo/domain';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useWalletInfo } from '@/api/wallet-info';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { PAYING_BALANCES } from '@/lib/reservation-balances';
import { toastSuccess } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import { usePayReservation } from '../api/pay-reservation';
import { payAmountsViolations, type PayAmounts } from '../lib/pay-amounts';

type PayValues = PayAmounts & { mode: 'default' | 'chosen' };

const FIELDS = [...PAYING_BALANCES, 'amountDue'];

/** The default order sends no amounts; chosen amounts follow the shared schema plus the sum and the Travel Points share. */
function payResolver(reservation: Reservation): Resolver<PayValues, unknown, ReservationPay> {
  const chosen = domainResolver<PayAmounts, ReservationPay>(reservationPaySchema, (values) => payAmountsViolations(values, reservation.amountDue, reservation.travelPointsMax));
  return (values, context, options) => (values.mode === 'default' ? { values: {}, errors: {} } : chosen(values, context, options as never)) as never;
}

function PayRestForm({ reservation, onDone }: { reservation: Reservation; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText();
  const wallet = useWalletInfo();
  const pay = usePayReservation();
  const resolver = useMemo(() => payResolver(reservation), [reservation]);
  const { control, handleSubmit, formState, setError } = useForm<PayValues, unknown, ReservationPay>({
    resolver,
    defaultValues: { mode: 'default', enjoyPoints: reservation.amountDue, travelPoints: 0, wallet: 0 },
  });
  const mode = useWatch({ control, name: 'mode' });
  const errors = formState.errors as typeof formState.errors & { amountDue?: { message?: string } };
  const available = { enjoyPoints: wallet.data?.enjoyPoints, travelPoints: wallet.data?.travelPoints, wallet: wallet.data?.available };

  const { formError, guard } = useServerForm(setError, FIELDS);
  const onSubmit = handleSubmit(guard(async (amounts) => {
    const paid = await pay.mutateAsync({ id: reservation.id, amounts });
    toastSuccess(t('reservations.pay.done', { code: paid.code }));
    onDone();
  }));

  return (
    <form onSubmit={onSubmit} noValidate data-testid="pay-rest-form">
      <Stack gap="md">
        <Text>{t('reservations.pay.due', { amount: format.euros(reservation.amountDue) })}</Text>
        <Controller
          control={control}
          name="mode"
          render={({ field }) => (
            <SegmentedControl
              fullWidth
              value={field.value}
              onChange={(v) => field.onChange(v)}
              data={[
                { value: 'default', label: t('reservations.pay.defaultOrder') },
                { value: 'chosen', label: t('reservations.pay.chosen') },
              ]}
              data-testid="pay-mode"
            />
          )}
        />
        {mode === 'default' ? (
          <Text size="sm" c="dimmed">
            {t('reservations.pay.defaultHint', { max: format.points(reservation.travelPointsMax) })}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {PAYING_BALANCES.map((balance) => (
              <Controller
                key={balance}
                control={control}
                name={balance}
                render={({ field }) => (
                  <NumberInput
                    label={t(`reservations.balances.${balance}`)}
                    description={available[balance] === undefined ? undefined : t('reservations.pay.available', { amount: balance === 'wallet' ? format.euros(available[balance]) : format.points(available[balance]) })}
                    value={field.value ?? ''}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? undefined : Number(v))}
                    onBlur={field.onBlur}
                    min={0}
                    max={balance === 'travelPoints' ? reservation.travelPointsMax : undefined}
                    decimalScale={2}
                    decimalSeparator=","
                    error={errorText(errors[balance])}
                    data-testid={`pay-${balance}`}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        )}
        {mode === 'chosen' && errors.amountDue && (
          <Text c="red" size="sm" role="alert">
            {errorText(errors.amountDue)}
          </Text>
        )}
        <ServerErrorAlert error={formError} />
        <DialogActions
          onKeep={onDone}
          keepLabel={t('reservations.keep')}
          submitLabel={t('reservations.pay.submit', { amount: format.euros(reservation.amountDue) })}
          pending={formState.isSubmitting}
          submitTestId="pay-rest-confirm"
        />
      </Stack>
    </form>
  );
}

/** "Pay the rest": the default order (Enjoy Points, Travel Points within their share, wallet) or amounts by balance. */
export function PayRestButton({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open} data-testid="pay-rest">
        {t('reservations.pay.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('reservations.pay.title')} centered size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
        {opened && <PayRestForm reservation={reservation} onDone={close} />}
      </Modal>
    </>
  );
}
