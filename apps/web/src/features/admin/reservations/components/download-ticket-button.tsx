import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerErrorText } from '@/components/ui/server-error-alert';
import { toastError } from '@/lib/toast';
import { downloadTicket } from '../api/download-ticket';

/** Downloads the ticket the staff attached when confirming. */
export function DownloadTicketButton({ ticket, code }: { ticket: string; code: string }) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTicket(ticket, code);
    } catch (error) {
      toastError(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="compact-sm" variant="default" loading={busy} onClick={() => void download()} data-testid="reservation-ticket-download">
      {t('adminReservations.downloadTicket')}
    </Button>
  );
}
