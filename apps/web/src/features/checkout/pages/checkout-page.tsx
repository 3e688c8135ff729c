import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { centsToEuros, eurosToCents, taxOf } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMemberships } from '../../../api/memberships';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatEuros } from '../../../lib/format';
import { useSettings } from '../../../lib/settings';
import { PublicFrame } from '../../../components/ui/public-frame';
import { QueryProvider } from '../../../api/query-client';

function CheckoutContent() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { taxRate, taxLabel, taxLabelEs } = useSettings();
  const membershipId = Number(params.get('membership'));
  const valid = Number.isInteger(membershipId) && membershipId > 0;
  const memberships = useMemberships({}, valid);
  const euros = (value: number) => formatEuros(value, i18n.language);

  if (!valid) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {t('checkout.missing')}
      </Alert>
    );
  }
  if (memberships.isPending) return <PageLoader />;
  if (memberships.isError) return <ErrorAlert error={memberships.error} />;
  const membership = memberships.data.find((m) => m.id === membershipId);
  if (!membership) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {t('errors.membershipNotFound')}
      </Alert>
    );
  }

  const net = eurosToCents(membership.positionAmount);
  const tax = taxOf(net, taxRate);
  return (
    <Stack gap="md">
      <div>
        <Text c="dimmed" size="sm">
          {t('checkout.order')}
        </Text>
        <Title order={2} size="h3" tt="capitalize" data-testid="checkout-membership">
          {membership.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`membershipTypes.${membership.type}`)}
        </Text>
      </div>
      <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{t('checkout.registrationAmount')}</Table.Td>
            <Table.Td ta="right">{euros(centsToEuros(net))}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>{t('checkout.tax', { label: i18n.language === 'es' ? taxLabelEs : taxLabel, rate: taxRate })}</Table.Td>
            <Table.Td ta="right">{euros(centsToEuros(tax))}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('checkout.total')}</Text>
        <Text fw={700} data-testid="checkout-total">
          {euros(centsToEuros(net + tax))}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('checkout.feeNote')}
      </Text>
      <Alert color="blue" variant="light" role="status">
        {t('checkout.paymentSoon')}
      </Alert>
      <Button disabled fullWidth>
        {t('checkout.pay')}
      </Button>
    </Stack>
  );
}

/** Spec section 2 "checkout": the payment and order area. Payment itself arrives with the payments issue. */
export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('checkout.title')}
          </Title>
          <CheckoutContent />
          <Anchor component={Link} to="/" size="sm" ta="center">
            {t('common.goHome')}
          </Anchor>
        </Stack>
      </Paper>
    </PublicFrame>
  );
}

/** The route's entry: this screen reads through the query cache. */
export function Component() {
  return (
    <QueryProvider>
      <CheckoutPage />
    </QueryProvider>
  );
}
