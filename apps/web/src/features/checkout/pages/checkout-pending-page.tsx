import { Button, Text } from '@mantine/core';
import type { PaymentStatus } from '@vo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { BankTransferDetails } from '@/components/ui/bank-transfer-instructions';
import { usePaymentToasts } from '@/lib/payment-toasts';
import { confirmPayment } from '@/api/confirm-payment';
import { usePayment, type Payment } from '@/api/get-payment';
import { usePaymentInstructions } from '@/api/get-payment-instructions';
import { PaymentFacts } from '@/features/checkout/components/payment-facts';
import { ResultFrame } from '@/features/checkout/components/result-frame';
import { usePaymentIdParam } from '@/features/checkout/lib/payment-id';

/** A payment still on its way: prepared, or waiting for the transfer or the card provider. */
const OPEN_STATUSES: readonly PaymentStatus[] = ['prepare', 'pending'];

/** A card payment the provider is still processing: the member may ask again (the webhook settles it anyway). */
function CardProcessing({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toasts = usePaymentToasts();
  const [busy, setBusy] = useState(false);
  async function check() {
    setBusy(true);
    try {
      const settled = await confirmPayment(payment.id);
      if (settled.status === 'paid') navigate(`/checkout/success?payment=${settled.id}`);
    } catch (error) {
      toasts.error(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Text>{t('checkout.result.cardProcessing')}</Text>
      <Button variant="light" loading={busy} onClick={() => void check()} w="fit-content">
        {t('checkout.result.checkAgain')}
      </Button>
    </>
  );
}

/** Spec section 4: a bank transfer is pending until an admin confirms it (within 24 hours); the instructions stay here. */
export function CheckoutPendingPage() {
  const { t } = useTranslation();
  const id = usePaymentIdParam();
  const payment = usePayment(id);
  const isBankTransfer = payment.data?.paymentBy === 'TRANS_PAYMENT' && payment.data.status === 'pending';
  const instructions = usePaymentInstructions(id, isBankTransfer);
  const paid = payment.data?.status === 'paid';
  // Rejected, cancelled, expired or refunded: no longer waiting for anything (the facts say which).
  const closed = payment.data !== undefined && !paid && !OPEN_STATUSES.includes(payment.data.status);

  return (
    <ResultFrame
      tone={paid ? 'success' : closed ? 'failure' : 'pending'}
      title={paid ? t('checkout.result.successTitle') : closed ? t('checkout.result.closedTitle') : t('checkout.result.pendingTitle')}
      actions={paid ? <Button component={Link} to={`/checkout/success?payment=${id}`}>{t('checkout.result.seeDetails')}</Button> : undefined}
    >
      {(payment.isPending && id > 0) || (isBankTransfer && instructions.isPending) ? <PageLoader h={80} /> : null}
      <ErrorAlert error={payment.error ?? instructions.error} />
      {payment.data && <PaymentFacts payment={payment.data} />}
      {isBankTransfer && (
        <>
          <Text>{t('checkout.result.bankTransferText')}</Text>
          {instructions.data && <BankTransferDetails instructions={instructions.data} />}
        </>
      )}
      {payment.data?.paymentBy === 'STRIPE_PAYMENT' && payment.data.status === 'pending' && <CardProcessing payment={payment.data} />}
    </ResultFrame>
  );
}

export { CheckoutPendingPage as Component };
