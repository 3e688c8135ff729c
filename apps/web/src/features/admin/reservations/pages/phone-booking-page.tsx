import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PhoneBookingForm } from '@/features/admin/reservations/components/phone-booking-form';
import { ADMIN_RESERVATIONS_PATH } from '@/features/admin/reservations/lib/reservation-text';

/** Issue 15: a booking the staff make for a member who calls the assistance phone. */
export function PhoneBookingPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={ADMIN_RESERVATIONS_PATH} size="sm">
        {t('adminReservations.detail.back')}
      </Anchor>
      <PageHeader title={t('adminReservations.phoneBooking.title')} subtitle={t('adminReservations.phoneBooking.subtitle')} />
      <PhoneBookingForm />
    </Stack>
  );
}

export { PhoneBookingPage as Component };
