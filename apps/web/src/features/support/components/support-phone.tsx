import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings';
import { phoneHoursIn } from '../lib/phone-hours';

/** The assistance phone (bookings by phone, DESIGN.md section 7b) and its hours, in the reader's language. */
export function SupportPhone() {
  const { t, i18n } = useTranslation();
  const { supportPhone, supportPhoneHours } = useSettings();
  const hours = phoneHoursIn(supportPhoneHours, i18n.language);
  const when = !hours
    ? supportPhoneHours
    : hours.lastDay
      ? t('supportPhone.days', { first: hours.firstDay, last: hours.lastDay, hours: hours.hours })
      : t('supportPhone.day', { day: hours.firstDay, hours: hours.hours });

  return (
    <Stack gap={2} data-testid="support-phone">
      <Text size="sm" fw={600}>
        {t('supportPhone.title')}{' '}
        <Anchor href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</Anchor>
      </Text>
      <Text size="sm" c="dimmed" data-testid="support-phone-hours">
        {when}
      </Text>
    </Stack>
  );
}
