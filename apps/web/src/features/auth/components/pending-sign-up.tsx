import { Alert } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import { useApiErrorMessage } from '@/components/ui/error-alert';

// The details table comes only with this answer: the login page's first load stays small (bench, "login page").
// With the whole stylesheet: the login page carries only the public screens' part of it (lib/mantine-styles.ts).
const BankTransferDetails = lazy(() => import('@/lib/mantine-styles').then(() => import('@/components/ui/bank-transfer-instructions')).then((m) => ({ default: m.BankTransferDetails })));

/** The login's answer to a sign-up whose payment has not arrived (issue 18, item 2): what is missing and how to pay it. */
export function PendingSignUp({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  const message = useApiErrorMessage();
  const payment = error.details?.payment;
  return (
    <>
      <Alert color="yellow" variant="light" role="alert" title={t('login.pendingTitle')} data-testid="pending-sign-up">
        {message(error)}
      </Alert>
      {payment && (
        <Suspense fallback={null}>
          <BankTransferDetails instructions={payment} />
        </Suspense>
      )}
    </>
  );
}
