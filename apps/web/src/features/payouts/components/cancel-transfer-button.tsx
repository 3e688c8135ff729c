import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useServerErrorText } from '../../../components/ui/server-error-alert';
import { formatEuros } from '../../../lib/format';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCancelTransfer } from '../api/cancel-transfer';
import type { Transfer } from '../api/get-transfers';

/** A pending request can be withdrawn after asking: the amount goes back to the available balance. */
export function CancelTransferButton({ transfer }: { transfer: Transfer }) {
  const { t, i18n } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = useCancelTransfer();
  const errorText = useServerErrorText();
  const amount = formatEuros(transfer.requestAmount, i18n.language);

  const run = () =>
    cancel.mutate(transfer.id, {
      onSuccess: () => toastSuccess(t('payouts.cancel.done', { amount })),
      onError: (error) => toastError(errorText(error)),
      onSettled: close,
    });

  return (
    <>
      <Button size="compact-sm" variant="light" color="red" onClick={open} data-testid="transfer-cancel">
        {t('payouts.cancel.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('payouts.cancel.title')} centered>
        <Stack gap="md">
          <Text>{t('payouts.cancel.text', { amount })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              {t('payouts.cancel.keep')}
            </Button>
            <Button color="red" onClick={run} loading={cancel.isPending} data-autofocus data-testid="transfer-cancel-confirm">
              {t('payouts.cancel.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
