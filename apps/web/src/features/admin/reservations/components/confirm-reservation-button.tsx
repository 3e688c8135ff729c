import { Button, FileInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AdminReservation } from '@vo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '@/components/ui/action-dialog';
import { acceptFor, fileProblem } from '@/lib/check-media-file';
import { toastSuccess } from '@/lib/toast';
import { useConfirmReservation } from '../api/confirm-reservation';

/**
 * Confirms a paid reservation with the supplier's ticket (pdf, jpg or png of up to 2 MB, checked by its
 * content before sending, as the server does): the member can then download it.
 */
export function ConfirmReservationButton({ reservation }: { reservation: AdminReservation }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [ticket, setTicket] = useState<File | null>(null);
  // A catalogue key (missing or refused file), so the message follows a language switch.
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<unknown>(null);
  const confirm = useConfirmReservation();
  const { code } = reservation;

  const dismiss = () => {
    close();
    setTicket(null);
    setProblem(null);
    setServerError(null);
  };

  const choose = async (file: File | null) => {
    setTicket(file);
    setServerError(null);
    setProblem(file ? await fileProblem('ticket', file) : null);
  };

  const submit = async () => {
    setServerError(null);
    if (!ticket) return setProblem('validation.required');
    if (problem) return;
    try {
      await confirm.mutateAsync({ id: reservation.id, ticket });
      toastSuccess(t('adminReservations.confirm.done', { code }));
      dismiss();
    } catch (error) {
      setServerError(error);
    }
  };

  return (
    <>
      <Button size="compact-sm" color="teal" onClick={open} aria-label={t('adminReservations.confirm.buttonFor', { code })} data-testid="reservation-confirm">
        {t('adminReservations.confirm.button')}
      </Button>
      <ActionDialog
        opened={opened}
        onClose={dismiss}
        title={t('adminReservations.confirm.title', { code })}
        text={t('adminReservations.confirm.text', { username: reservation.user.username })}
        error={serverError}
        pending={confirm.isPending}
        onSubmit={submit}
        keepLabel={t('adminReservations.keep')}
        submitLabel={t('adminReservations.confirm.submit')}
        color="teal"
        submitTestId="reservation-confirm-submit"
      >
        <FileInput
          label={t('adminReservations.confirm.ticket')}
          description={t('adminReservations.confirm.ticketHint')}
          placeholder={t('adminReservations.confirm.choose')}
          accept={acceptFor('ticket')}
          required
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          value={ticket}
          onChange={(file) => void choose(file)}
          error={problem ? t(problem, { name: t('adminReservations.confirm.ticket') }) : undefined}
          data-testid="reservation-ticket-input"
        />
      </ActionDialog>
    </>
  );
}
