import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { ENJOY_POINTS_PAYMENT } from '@vo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '@/api/me-query';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { PageLoader } from '@/components/ui/page-loader';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { formatNumber } from '@/lib/format';
import { usePriceOrder } from '@/lib/order-price';
import { usePaymentToasts } from '@/lib/payment-toasts';
import { toastSuccess } from '@/lib/toast';
import { useBuyEnjoyPass } from '@/features/enjoy/api/buy-enjoy-pass';
import { useWallet } from '@/api/wallet';
import { useEnjoyPassBalance } from '@/features/enjoy/api/get-enjoy-pass-balance';
import { EnjoyPassAccessesTable } from '@/features/enjoy/components/enjoy-pass-accesses-table';
import { GivePassForm } from '@/features/enjoy/components/give-pass-form';
import { EnjoyPaymentsTable } from '@/features/enjoy/components/enjoy-payments-table';
import { PassOptions } from '@/features/enjoy/components/pass-options';
import { PointsBalances } from '@/features/enjoy/components/points-balances';
import { useEnjoyPassOptions } from '@/features/enjoy/lib/enjoy-variables';

/** Enjoy Pass (spec sections 2, 5 and 9): bought with Enjoy Points, one point per pass. */
export function EnjoyPassPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const wallet = useWallet();
  const options = useEnjoyPassOptions();
  const buy = useBuyEnjoyPass();
  const passes = useEnjoyPassBalance();
  const toasts = usePaymentToasts();
  const priceOrder = usePriceOrder();
  const [chosen, setChosen] = useState<number | null>(null);
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <ErrorAlert error={me.error} />;

  const balance = wallet.data?.enjoyPoints ?? 0;
  const membershipId = me.data.membership?.id;
  const n = (v: number) => formatNumber(v, i18n.language);
  const affordable = chosen !== null && chosen <= balance;
  const cannotAffordAny = wallet.isSuccess && options.every((passes) => passes > balance);

  const purchase = () => {
    if (chosen === null || !membershipId) return;
    buy.mutate(
      { passes: chosen, membershipId },
      {
        onSuccess: (payment) => {
          toastSuccess(t('enjoy.pass.bought', { passes: n(payment.enjoypass ?? chosen) }));
          setChosen(null);
        },
        onError: (error) => toasts.error(error),
      },
    );
  };

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t('enjoy.pass.title')} subtitle={t('enjoy.pass.subtitle')} />
      <PointsBalances only={['enjoyPoints']} />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <PassOptions options={options} balance={balance} value={chosen} onChange={setChosen} disabled={!wallet.isSuccess || buy.isPending} />
          {cannotAffordAny && (
            <Alert color="yellow" variant="light" role="status" data-testid="pass-not-enough">
              {t('enjoy.pass.notEnough')}{' '}
              <Anchor component={Link} to="/enjoy-points" fw={600}>
                {t('enjoy.pass.buyPoints')}
              </Anchor>
            </Alert>
          )}
          {chosen !== null && (
            <PriceBreakdown price={priceOrder({ type: 'enjoy_pass', enjoyPass: chosen }, ENJOY_POINTS_PAYMENT).price} method={ENJOY_POINTS_PAYMENT} testId="pass-price" />
          )}
          {!membershipId && (
            <Alert color="yellow" variant="light" role="status">
              {t('enjoy.pass.noMembership')}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed" data-testid="pass-summary">
              {affordable ? t('enjoy.pass.summary', { points: n(chosen), after: n(balance - chosen) }) : t('enjoy.pass.pick')}
            </Text>
            <Button onClick={purchase} loading={buy.isPending} disabled={!affordable || !membershipId} w={{ base: '100%', xs: 'auto' }} data-testid="pass-buy">
              {chosen === null ? t('enjoy.pass.buy') : t('enjoy.pass.buyCount', { passes: n(chosen) })}
            </Button>
          </Group>
        </Stack>
      </Card>
      <SectionCard
        title={t('enjoy.give.title')}
        hint={passes.data && t('enjoy.give.validity', { days: n(passes.data.validityDays) })}
        aside={passes.data && (
          <Badge size="lg" variant="light" color={passes.data.left > 0 ? 'teal' : 'gray'} data-testid="passes-left">
            {t('enjoy.give.left', { passes: n(passes.data.left) })}
          </Badge>
        )}
        padding="lg"
        testId="give-pass"
      >
        {passes.isError ? <ErrorAlert error={passes.error} /> : <GivePassForm left={passes.data?.left ?? 0} />}
      </SectionCard>
      <SectionCard title={t('enjoy.accesses.title')} hint={t('enjoy.accesses.hint')} padding="lg">
        <EnjoyPassAccessesTable />
      </SectionCard>
      <SectionCard title={t('enjoy.pass.boughtTitle')} padding="lg">
        <EnjoyPaymentsTable tableId="enjoy-passes" types={['enjoy_pass']} status="paid" variant="passes" />
      </SectionCard>
    </Stack>
  );
}

export { EnjoyPassPage as Component };
