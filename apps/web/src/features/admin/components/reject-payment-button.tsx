import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { paymentRejectSchema, REJECT_REASON_MAX, type PaymentRejectInput } from '@vo/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../api/api-error';
import { ServerErrorAlert } from '../../../components/ui/server-error-alert';
import { formatEuros } from '../../../lib/format';
import { applyViolations, domainResolver, useErrorText } from '../../../lib/forms';
import { toastSuccess } from '../../../lib/toast';
import type { AdminPayment } from '../api/get-admin-payments';
import { useRejectPayment } from '../api/reject-payment';

const resolver = domainResolver(paymentRejectSchema);
const FIELDS = ['reason'] as const;

/** Rejects a payment with the reason the member is told; the same rule as the server (paymentRejectSchema). */
export function RejectPaymentButton({ payment }: { payment: AdminPayment }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [opened, { open, close }] = useDisclosure(false);
  const [formError, setFormError] = useState<unknown>(null);
  const reject = useRejectPayment();
  const { username } = payment.member;
  const { register, handleSubmit, formState, setError, reset } = useForm<PaymentRejectInput, unknown, z.output<typeof paymentRejectSchema>>({
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
      await reject.mutateAsync({ id: payment.id, reason });
      toastSuccess(t('admin.reject.done', { username }));
      dismiss();
    } catch (error) {
      const unmatched = isApiError(error) ? applyViolations(setError, error.violations, FIELDS) : [];
      if (!isApiError(error) || error.violations.length === 0 || unmatched.length > 0) setFormError(error);
    }
  });

  return (
    <>
      <Button size="compact-sm" color="red" variant="light" onClick={open} aria-label={t('admin.reject.buttonFor', { username })}>
        {t('admin.reject.button')}
      </Button>
      <Modal opened={opened} onClose={dismiss} title={t('admin.reject.title')} centered>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text>{t('admin.reject.text', { username, amount: formatEuros(payment.amount, i18n.language) })}</Text>
            <ServerErrorAlert error={formError} />
            <Textarea
              label={t('fields.reason')}
              description={t('admin.reject.reasonHint')}
              required
              autosize
              minRows={3}
              maxLength={REJECT_REASON_MAX}
              data-autofocus
              {...register('reason')}
              error={errorText(formState.errors.reason)}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={dismiss} disabled={formState.isSubmitting}>
                {t('admin.cancel')}
              </Button>
              <Button type="submit" color="red" loading={formState.isSubmitting}>
                {t('admin.reject.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
