import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { formatDay } from '@/lib/format';

/** The catalogue key of a stable server code: INVALID_LOGIN → errors.invalidLogin (packages/domain i18n). */
export function errorKeyOf(code: string): string {
  return `errors.${code.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}`;
}

/**
 * Spec section 8: the hydra description is shown, otherwise the generic error. When the stable code has its
 * text in the shared catalogue, that text is used instead (the same words the server sends), so a message
 * already on screen follows a language switch.
 */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error: unknown) => {
    if (isApiError(error)) {
      if (error.status === 0) return t('common.networkError');
      const key = error.code && error.code !== 'VALIDATION' ? errorKeyOf(error.code) : undefined;
      // A day in the sentence (since when an account is deactivated) reads in the interface's language.
      const params = error.details?.deactivateDate ? { deactivateDate: formatDay(error.details.deactivateDate, i18n.language) } : undefined;
      if (key && i18n.exists(key)) return t(key, params);
      if (error.description) return error.description;
    }
    return t('errors.general');
  };
}

export function ErrorAlert({ error, title }: { error: unknown; title?: string }) {
  const message = useApiErrorMessage();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title} data-testid="form-error">
      {message(error)}
    </Alert>
  );
}
