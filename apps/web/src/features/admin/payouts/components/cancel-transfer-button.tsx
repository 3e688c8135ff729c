import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { transferCancelSchema } from '@vo/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../../api/api-error';
import { ServerErrorAlert } from '../../../../components/ui/server-error-alert';
import { formatEuros } from '../../../../lib/format';
import { applyViolations, domainResolver, useErrorText } from '../../../../lib/forms';
import { toastSuccess } from '../../../../lib/toast';
import { useCancelTransfer } from '../api/cancel-transfer';
import type { AdminTransfer } from '../api/get-admin-transfers';

const resolver = domainResolver(transferCancelSchema);
const FIELDS = ['reason'] as const;
/** The server's limit (transferCancelSchema). */
const REASON_MAX = 500;

/** Cancels a payout with the reason the member reads in their history; the amount goes back to their wallet. */
export function CancelTransferButton({ transfer }: { transfer: AdminTransfer }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [opened, { open, close }] = useDisclosure(false);
  const [formError, setFormError] = useState<unknown>(null);
  const cancel = useCancelTransfer();
  const { username } = transfer;
  const { register, handleSubmit, formState, setError, reset } = useForm<z.input<typeof transferCancelSchema>, unknown, z.output<typeof transferCancelSchema>>({
    resolver,
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });

  const dismiss = () => {
    close();
    reset();
    setFormError(null);
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await cancel.mutateAsync({ id: transfer.id, reason: reason || undefined });
      toastSuccess(t('admin.payouts.cancel.done', { username }));
      dismiss();
    } catch (error) {
      const unmatched = isApiError(error) ? applyViolations(setError, error.violations, FIELDS) : [];
      if (!isApiError(error) || error.violations.length === 0 || unmatched.length > 0) setFormError(error);
    }
  });

  return (
    <>
      <Button size="compact-sm" color="red" variant="light" onClick={open} aria-label={t('admin.payouts.cancel.buttonFor', { username })} data-testid="payout-cancel">
        {t('admin.payouts.cancel.button')}
      </Button>
      <Modal opened={opened} onClose={dismiss} title={t('admin.payouts.cancel.title')} centered>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text>{t('admin.payouts.cancel.text', { username, amount: formatEuros(transfer.requestAmount, i18n.language) })}</Text>
            <ServerErrorAlert error={formError} />
            <Textarea
              label={t('fields.reason')}
              description={t('admin.payouts.cancel.reasonHint')}
              autosize
              minRows={3}
              maxLength={REASON_MAX}
              data-autofocus
              {...register('reason')}
              error={errorText(formState.errors.reason)}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={dismiss} disabled={formState.isSubmitting}>
                {t('admin.payouts.cancel.keep')}
              </Button>
              <Button type="submit" color="red" loading={formState.isSubmitting} data-testid="payout-cancel-confirm">
                {t('admin.payouts.cancel.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
