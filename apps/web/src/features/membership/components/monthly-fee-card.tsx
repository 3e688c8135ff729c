import { Button, Card, Stack, Switch, Text } from '@mantine/core';
import { centsToEuros, hasMonthlyFee } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/api-error';
import type { CurrentUser } from '@/api/me';
import type { MemberShip } from '@/api/memberships';
import { checkoutLink } from '@/lib/checkout-link';
import { formatDay, formatEuros } from '@/lib/format';
import { usePaymentToasts } from '@/lib/payment-toasts';
import { levelAmounts, usePriceOrder } from '@/lib/order-price';
import { useNextMonthlyPayment } from '@/api/next-monthly-payment';
import { useUpdateAutoRenew } from '@/features/membership/api/update-auto-renew';

/** The monthly fee (spec section 1: recurring payment is monthly): what it costs, when it falls due, pay it, renew it. */
export function MonthlyFeeCard({ user, membership }: { user: CurrentUser; membership: MemberShip }) {
  const { t, i18n } = useTranslation();
  const priceOrder = usePriceOrder();
  const toasts = usePaymentToasts();
  const hasMonthly = hasMonthlyFee(levelAmounts(membership));
  const next = useNextMonthlyPayment(user.id, hasMonthly);
  const autoRenew = useUpdateAutoRenew(user.id);
  const notMonthly = !hasMonthly || (isApiError(next.error) && next.error.code === 'NOT_MONTHLY_PAYMENT');
  // Before any payment fee, which depends on the method chosen at the checkout.
  const local = hasMonthly ? priceOrder({ type: 'monthly', target: membership, paidMonthlyPayments: next.data?.paidMonthlyPayments }, null).price : null;
  const total = next.data?.total ?? centsToEuros(local?.total ?? 0);
  const dueOn = next.data?.dueOn ?? user.paidUntil ?? null;

  return (
    <Card withBorder radius="md" padding="lg" data-testid="membership-monthly">
      <Stack gap="xs" h="100%">
        <Text size="sm" c="dimmed">
          {t('membership.monthly.title')}
        </Text>
        {notMonthly ? (
          <Text>{t('toast.error.notMonthlyPayment')}</Text>
        ) : (
          <>
            <Text fw={700} size="xl">
              {formatEuros(total, i18n.language)}
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                {t('membership.taxIncluded')}
              </Text>
            </Text>
            {dueOn && <Text size="sm">{t('membership.monthly.dueOn', { date: formatDay(dueOn, i18n.language) })}</Text>}
            <Switch
              mt="xs"
              checked={user.autoRenew ?? false}
              disabled={autoRenew.isPending || user.autoRenew === undefined}
              onChange={(event) =>
                autoRenew.mutate(event.currentTarget.checked, { onSuccess: () => toasts.success('toast.success.general'), onError: toasts.error })
              }
              label={t('membership.monthly.autoRenew')}
              description={t('membership.monthly.autoRenewHint')}
              data-testid="auto-renew"
            />
            <Button component={Link} to={checkoutLink({ product: 'monthly' })} variant="light" mt="auto" data-testid="pay-monthly">
              {t('membership.monthly.pay')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
