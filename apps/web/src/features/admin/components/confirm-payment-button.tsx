import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useServerErrorText } from '../../../components/ui/server-error-alert';
import { formatEuros } from '../../../lib/format';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useConfirmPayment } from '../api/confirm-payment';
import type { AdminPayment } from '../api/get-admin-payments';

/** Confirms a received transfer after asking: confirming activates the member's order, and cannot be undone here. */
export function ConfirmPaymentButton({ payment }: { payment: AdminPayment }) {
  const { t, i18n } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const confirm = useConfirmPayment();
  const errorText = useServerErrorText();
  const { username } = payment.member;
  const amount = formatEuros(payment.amount, i18n.language);

  const run = () =>
    confirm.mutate(payment.id, {
      onSuccess: (result) => toastSuccess(t(result.changed ? 'admin.confirm.done' : 'admin.confirm.already', { username, amount })),
      onError: (error) => toastError(errorText(error)),
      onSettled: close,
    });

  return (
    <>
      <Button size="compact-sm" color="teal" onClick={open} aria-label={t('admin.confirm.buttonFor', { username })}>
        {t('admin.confirm.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('admin.confirm.title')} centered>
        <Stack gap="md">
          <Text>{t('admin.confirm.text', { amount, username })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={confirm.isPending}>
              {t('admin.cancel')}
            </Button>
            <Button color="teal" onClick={run} loading={confirm.isPending} data-autofocus>
              {t('admin.confirm.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
