import type { ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadTicket } from '@/api/download-ticket';
import { DownloadButton } from '@/components/ui/download-button';

interface Props extends Pick<ButtonProps, 'variant' | 'size'> {
  reservation: { ticket: string; code: string };
}

/** The ticket the staff attached on confirming, fetched with the session (a link could not carry the token). */
export function TicketDownloadButton({ reservation, variant, size }: Props) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      download={() => downloadTicket(reservation)}
      label={t('reservations.ticket')}
      variant={variant}
      size={size}
      testId="download-ticket"
    />
  );
}
