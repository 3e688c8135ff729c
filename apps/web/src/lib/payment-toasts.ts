import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useApiErrorMessage } from '@/components/ui/error-alert';
import { toastError, toastSuccess } from './toast';

/** Spec section 8 "Toast errors" for the server's stable codes (apps/server/src/lib/errors.ts) of payment flows. */
const TOAST_OF_CODE: Record<string, string> = {
  PAYMENT_NOT_VALID: 'toast.error.paymentNotValid',
  PAYMENT_NOT_FOUND: 'toast.error.paymentNotFound',
  FORBIDDEN: 'toast.error.noPermission',
  NOT_MONTHLY_PAYMENT: 'toast.error.notMonthlyPayment',
  VALIDATION: 'toast.error.paymentDataError',
  BAD_REQUEST: 'toast.error.paymentDataError',
  USER_NOT_FOUND: 'toast.error.userNotFound',
  WALLET_NOT_ENOUGH: 'toast.error.noWallet',
  ENJOY_POINTS_NOT_ENOUGH: 'toast.error.notEnoughEnjoyPoints',
};

/** The toast key of a failed payment call, or undefined when the server's own text says it better. */
export function paymentToastKey(error: unknown): string | undefined {
  return isApiError(error) && error.code ? TOAST_OF_CODE[error.code] : undefined;
}

/**
 * The toasts of the payment flows: an error gets its spec toast (a field violation keeps its own words under the
 * "payment data error" title), anything else the server's translated description, else the general error.
 */
export function usePaymentToasts() {
  const { t } = useTranslation();
  const apiMessage = useApiErrorMessage();
  return {
    error(error: unknown) {
      const key = paymentToastKey(error);
      const violation = isApiError(error) ? error.violations.find((v) => v.message)?.message : undefined;
      if (key && violation) toastError(violation, t(key));
      else toastError(key ? t(key) : apiMessage(error));
    },
    success(key = 'toast.success.paymentOk') {
      toastSuccess(t(key));
    },
  };
}
