import { Button, Group, Stack } from '@mantine/core';
import { reservationCreateSchema, type ReservationCreate } from '@vo/domain';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BookableItem } from '@/api/bookable-item';
import { useMe } from '@/api/me-query';
import { emptyPassenger, passengerFieldPaths, type PassengersFormShape } from '@/components/passengers/passenger-values';
import { PassengersFieldset } from '@/components/passengers/passengers-fieldset';
import { SectionCard } from '@/components/ui/section-card';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { domainResolver, useServerForm } from '@/lib/forms';
import { reservationPath } from '@/lib/reservation-paths';
import { toastSuccess } from '@/lib/toast';
import { useCreateReservation } from '../api/create-reservation';
import { BookingSummaryCard } from './booking-summary-card';

type ReserveValues = PassengersFormShape & { type: BookableItem['type']; event: number };

// The form's texts are what the schema's input reads (blank optional fields preprocessed away).
const resolver = domainResolver(reservationCreateSchema) as unknown as Resolver<ReserveValues, unknown, ReservationCreate>;
const FIELDS = passengerFieldPaths();

/** The passengers, the summary of what confirming takes, and the booking itself (POST /api/reservations). */
export function ReserveForm({ item }: { item: BookableItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const create = useCreateReservation();
  const form = useForm<ReserveValues, unknown, ReservationCreate>({
    resolver,
    mode: 'onTouched',
    defaultValues: { type: item.type, event: item.id, passengers: [emptyPassenger({ email: me.data?.email ?? '' })] },
  });
  const passengers = useWatch({ control: form.control, name: 'passengers' })?.length ?? 1;

  const { formError, guard } = useServerForm(form.setError, FIELDS);
  const onSubmit = form.handleSubmit(guard(async (body) => {
    const reservation = await create.mutateAsync(body);
    toastSuccess(t('reservations.reserved', { code: reservation.code }));
    void navigate(reservationPath(reservation.id));
  }));

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate data-testid="reserve-form">
        <Stack gap="md">
          <SectionCard title={t('reservations.passengers.title')}>
            <PassengersFieldset startsOn={item.startsOn} />
          </SectionCard>
          <BookingSummaryCard item={item} passengers={passengers} />
          <ServerErrorAlert error={formError} />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={form.formState.isSubmitting} data-testid="reserve-confirm">
              {t('reservations.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
