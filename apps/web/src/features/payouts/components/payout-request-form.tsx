import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { transferRequestSchema, type TransferRequest } from '@vo/domain';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { useApiErrorMessage } from '@/components/ui/error-alert';
import { formatEuros, localeOf } from '@/lib/format';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { useSubmissionKey } from '@/lib/use-submission-key';
import type { PayoutTerms } from '@/features/payouts/api/get-payout-terms';
import { useRequestPayout } from '@/features/payouts/api/request-payout';
import { payoutPreview, payoutRange } from '@/features/payouts/lib/payout-preview';
import { processingWindowText } from '@/features/payouts/lib/processing-window-text';
import { PayoutBreakdown } from './payout-breakdown';

/** Refusals the server explains in words of their own; anything else gets spec section 8's transfer error. */
const EXPLAINED = ['PAYOUT_NOT_ALLOWED', 'BANK_DATA_MISSING', 'WALLET_NOT_ENOUGH', 'NETWORK'];

const moneyFigure = (value: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

type FormValues = { requestAmount: number | undefined };

/**
 * The payout request (DESIGN.md section 8): an amount between the minimum and the available balance, with
 * the breakdown worked out while typing by the same domain maths the server applies, and the expected days.
 */
export function PayoutRequestForm({ terms }: { terms: PayoutTerms }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const apiErrorMessage = useApiErrorMessage();
  const request = useRequestPayout();
  const submission = useSubmissionKey();
  const range = payoutRange(terms);
  const blocked = !terms.allowed || !terms.bankDataComplete || range === null;
  const resolver = useMemo(
    // The field may be empty while typing: the schema reports that as "required".
    () => domainResolver(transferRequestSchema as z.ZodType<TransferRequest, FormValues>, (v) => {
      const { violation } = payoutPreview(terms, v.requestAmount);
      // The catalogue writes "{value} €": the figure goes in as the member's language writes it (97,50).
      return violation ? [{ ...violation, params: { ...violation.params, value: moneyFigure(Number(violation.params?.value), i18n.language) } }] : [];
    }),
    [terms, i18n.language],
  );
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<FormValues, unknown, TransferRequest>({
    resolver,
    mode: 'onChange',
    defaultValues: { requestAmount: undefined },
  });
  const { formError: failure, fail, clear } = useServerForm(setError, ['requestAmount']);
  const requestAmount = useWatch({ control, name: 'requestAmount' });
  const { breakdown } = payoutPreview(terms, requestAmount);
  const window = processingWindowText(terms.expected, i18n.language);
  const euros = (value: number) => formatEuros(value, i18n.language);

  const submit = (values: TransferRequest) => {
    clear();
    request.mutate({ body: values, idempotencyKey: submission.key }, {
      onSuccess: (transfer) => {
        submission.renew();
        toastSuccess(t('payouts.request.done', { amount: euros(transfer.requestAmount) }));
        reset({ requestAmount: undefined });
      },
      onError: (error) => {
        fail(error);
      },
    });
  };
  const failureText = (error: unknown) =>
    isApiError(error) && error.code && EXPLAINED.includes(error.code) ? apiErrorMessage(error) : t('errors.transferError');

  return (
    <Card withBorder radius="md" padding="lg" component="form" noValidate onSubmit={handleSubmit(submit)} data-testid="payout-request-form">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('payouts.request.title')}
        </Title>
        {range === null && terms.allowed && (
          <Text size="sm" c="dimmed" data-testid="payout-below-minimum">
            {t('payouts.request.belowMinimum', { minimum: euros(terms.minimum) })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="sm">
            <Controller
              control={control}
              name="requestAmount"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('payouts.request.amount')}
                  description={range ? t('payouts.request.range', { min: euros(range.min), max: euros(range.max) }) : undefined}
                  value={field.value ?? ''}
                  // An emptied field is a missing value ("required"), not a wrong one.
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  min={0}
                  decimalScale={2}
                  allowNegative={false}
                  suffix=" €"
                  thousandSeparator={i18n.language === 'en' ? ',' : '.'}
                  decimalSeparator={i18n.language === 'en' ? '.' : ','}
                  disabled={blocked}
                  error={errorText(fieldState.error)}
                  data-testid="payout-amount"
                />
              )}
            />
            {range && !blocked && (
              <Group gap="xs">
                <Button size="compact-sm" variant="light" onClick={() => setValue('requestAmount', range.max, { shouldValidate: true })}>
                  {t('payouts.request.all', { amount: euros(range.max) })}
                </Button>
              </Group>
            )}
            <Text size="sm" data-testid="payout-expected">
              {t('payouts.request.expected', window)}
            </Text>
          </Stack>
          <PayoutBreakdown breakdown={breakdown} vatRatePercent={terms.vatRatePercent} irpfRatePercent={terms.irpfRatePercent} />
        </SimpleGrid>
        {failure !== null && (
          <Alert color="red" variant="light" role="alert" data-testid="payout-error">
            {failureText(failure)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={blocked || !formState.isValid} loading={request.isPending} data-testid="payout-submit">
            {t('payouts.request.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
