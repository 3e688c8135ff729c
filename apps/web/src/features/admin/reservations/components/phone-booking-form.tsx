import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { BOOKABLE_TYPES, RESERVATION_TYPES, type AdminReservationCreate, type BookableType } from '@vo/domain';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { DayField } from '@/components/ui/day-field';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { passengerFieldPaths } from '@/components/passengers/passenger-values';
import { PassengersFieldset } from '@/components/passengers/passengers-fieldset';
import { SectionCard } from '@/components/ui/section-card';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { ServerSearchSelect } from '@/components/ui/server-search-select';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import { useBookByPhone } from '../api/book-by-phone';
import { bookableOptionsQuery } from '../api/search-bookable-items';
import { memberOptionsQuery } from '@/api/member-options';
import { emptyPhoneBooking, phoneBookingSchema, type PhoneBookingValues } from '../lib/phone-booking-values';
import { ADMIN_RESERVATIONS_PATH, adminReservationPath } from '../lib/reservation-text';

const resolver = domainResolver(phoneBookingSchema);
const FIELDS = ['user', 'type', 'event', 'service', 'amount', 'dateAt', ...passengerFieldPaths()];
const isBookable = (type: string): type is BookableType => (BOOKABLE_TYPES as readonly string[]).includes(type);

/**
 * The assistance phone (DESIGN.md section 7b): the staff book for a member a catalogue item or an off-catalogue
 * service, with its passengers; the member's Enjoy Points pay all of it at once, or the server says why not.
 */
export function PhoneBookingForm() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const book = useBookByPhone();
  const form = useForm<PhoneBookingValues, unknown, AdminReservationCreate>({ resolver, mode: 'onTouched', defaultValues: emptyPhoneBooking() });
  const { control, register, handleSubmit, formState, setError, setValue } = form;
  const errors = formState.errors;
  const type = useWatch({ control, name: 'type' });
  const dateAt = useWatch({ control, name: 'dateAt' });

  const { formError, guard } = useServerForm(setError, FIELDS);
  const onSubmit = handleSubmit(guard(async (body) => {
    const reservation = await book.mutateAsync(body);
    toastSuccess(t('adminReservations.phoneBooking.done', { code: reservation.code, username: reservation.user.username }));
    void navigate(adminReservationPath(reservation.id));
  }));

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate data-testid="phone-booking-form">
        <Stack gap="md">
          <SectionCard title={t('adminReservations.phoneBooking.who')}>
            <Controller
              control={control}
              name="user"
              render={({ field }) => (
                <ServerSearchSelect
                  label={t('adminReservations.phoneBooking.member')}
                  placeholder={t('adminReservations.phoneBooking.memberPlaceholder')}
                  required
                  maw={480}
                  options={memberOptionsQuery}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorText(errors.user)}
                  data-testid="phone-booking-member"
                />
              )}
            />
          </SectionCard>
          <SectionCard title={t('adminReservations.phoneBooking.what')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Controller
                control={control}
                name="type"
                render={({ field }) => (
                  <Select
                    label={t('adminReservations.phoneBooking.type')}
                    data={RESERVATION_TYPES.map((value) => ({ value, label: t(`adminReservations.types.${value}`) }))}
                    value={field.value}
                    onChange={(value) => {
                      if (!value) return;
                      field.onChange(value);
                      setValue('event', null);
                    }}
                    allowDeselect={false}
                    error={errorText(errors.type)}
                    data-testid="phone-booking-type"
                  />
                )}
              />
              {isBookable(type) && (
                <Controller
                  control={control}
                  name="event"
                  render={({ field }) => (
                    <ServerSearchSelect
                      // A new type is a new list, and nothing of the previous one stays chosen.
                      key={type}
                      label={t(`adminReservations.phoneBooking.items.${type}`)}
                      placeholder={t('adminReservations.phoneBooking.itemPlaceholder')}
                      required
                      options={(search) => bookableOptionsQuery(type, search, i18n.language, format.day)}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={errorText(errors.event)}
                      data-testid="phone-booking-item"
                    />
                  )}
                />
              )}
            </SimpleGrid>
            {type === 'enjoyPoints' && (
              <Stack gap="sm">
                <Textarea label={t('adminReservations.phoneBooking.service')} required autosize minRows={2} maxLength={500} {...register('service')} error={errorText(errors.service)} />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <Controller
                    control={control}
                    name="amount"
                    render={({ field }) => (
                      <NumberInput
                        label={t('adminReservations.phoneBooking.amount')}
                        required
                        min={0}
                        decimalScale={2}
                        decimalSeparator=","
                        value={field.value ?? ''}
                        onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                        onBlur={field.onBlur}
                        error={errorText(errors.amount)}
                      />
                    )}
                  />
                  <DayField control={control} name="dateAt" label={t('adminReservations.phoneBooking.dateAt')} required error={errorText(errors.dateAt)} />
                </SimpleGrid>
              </Stack>
            )}
          </SectionCard>
          <SectionCard title={t('adminReservations.phoneBooking.passengers')}>
            <PassengersFieldset startsOn={type === 'enjoyPoints' ? dateAt : undefined} />
          </SectionCard>
          <ServerErrorAlert error={formError} />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={ADMIN_RESERVATIONS_PATH} variant="default">
              {t('adminReservations.keep')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting} data-testid="phone-booking-submit">
              {t('adminReservations.phoneBooking.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
