import { Button } from '@mantine/core';
import type { Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { useServerErrorText } from '@/components/ui/server-error-alert';
import { useAction } from '@/lib/use-action';
import { toastError } from '@/lib/toast';
import { downloadTicket } from '../api/download-ticket';

/** The ticket the staff attached on confirming, fetched with the member's session (a link could not carry the token). */
export function TicketButton({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const download = useAction(downloadTicket);
  const save = async () => {
    const result = await download.run(reservation);
    if (!result.ok) toastError(errorText(result.error));
  };
  return (
    <Button variant="light" onClick={() => void save()} loading={download.pending} data-testid="download-ticket">
      {t('reservations.ticket')}
    </Button>
  );
}
