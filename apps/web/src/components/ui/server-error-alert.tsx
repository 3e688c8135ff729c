import { Alert } from '@mantine/core';
import { isApiError } from '@/api/api-error';
import { useApiErrorMessage } from './error-alert';

/**
 * The server's translated words for a failed call: for a refused field (400 with violations) the violation
 * messages themselves ("Statistics cannot go back before ..."), otherwise the shared error text.
 */
export function useServerErrorText(): (error: unknown) => string {
  const message = useApiErrorMessage();
  return (error: unknown) => {
    if (isApiError(error) && error.violations.length) return error.violations.map((v) => v.message).filter(Boolean).join('. ') || message(error);
    return message(error);
  };
}

export function ServerErrorAlert({ error, title }: { error: unknown; title?: string }) {
  const text = useServerErrorText();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title} data-testid="server-error">
      {text(error)}
    </Alert>
  );
}
