import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useServerErrorText } from '../../../../components/ui/server-error-alert';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useAcceptTransfer } from '../api/accept-transfer';
import type { AdminTransfer } from '../api/get-admin-transfers';
import { useTransferFormat } from '../lib/use-transfer-format';

/** Accepts a payout after asking: it is paid from the company's account and invoiced, which cannot be undone here. */
export function AcceptTransferButton({ transfer }: { transfer: AdminTransfer }) {
  const { t } = useTranslation();
  const format = useTransferFormat();
  const [opened, { open, close }] = useDisclosure(false);
  const accept = useAcceptTransfer();
  const errorText = useServerErrorText();
  const { username } = transfer;
  const amount = format.euros(transfer.actualAmount);

  const run = () =>
    accept.mutate(transfer.id, {
      onSuccess: () => toastSuccess(t('admin.payouts.accept.done', { username, amount })),
      onError: (error) => toastError(errorText(error)),
      onSettled: close,
    });

  return (
    <>
      <Button size="compact-sm" color="teal" onClick={open} aria-label={t('admin.payouts.accept.buttonFor', { username })} data-testid="payout-accept">
        {t('admin.payouts.accept.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('admin.payouts.accept.title')} centered>
        <Stack gap="md">
          <Text>{t('admin.payouts.accept.text', { amount, username, iban: format.iban(transfer.iban) })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={accept.isPending}>
              {t('admin.cancel')}
            </Button>
            <Button color="teal" onClick={run} loading={accept.isPending} data-autofocus data-testid="payout-accept-confirm">
              {t('admin.payouts.accept.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
