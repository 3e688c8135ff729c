import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useApiErrorMessage } from '@/components/ui/error-alert';
import { CardKeyMissingError } from '@/components/payments/card-key-error';

/** A failed preparation: the field's own words for a violation, the card key message, else the server's text. */
export function CheckoutError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const apiMessage = useApiErrorMessage();
  if (!error) return null;
  const violation = isApiError(error) ? error.violations.find((v) => v.message)?.message : undefined;
  const text = error instanceof CardKeyMissingError ? t('checkout.card.keyNotSet') : (violation ?? apiMessage(error));
  return (
    <Alert color="red" variant="light" role="alert" data-testid="checkout-error">
      {text}
    </Alert>
  );
}
