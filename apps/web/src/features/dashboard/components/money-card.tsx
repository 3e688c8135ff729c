import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWalletInfo } from '@/api/wallet-info';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { formatEuros } from '@/lib/format';

const FIGURES = [
  { id: 'total', strong: true },
  { id: 'retained', strong: false },
  { id: 'pendingTransfers', strong: false },
  { id: 'confirmedTransfers', strong: false },
] as const;

/** Spec section 1 "Home": wallet total, retained balance, pending and confirmed transfers, with the screens behind them. */
export function MoneyCard() {
  const { t, i18n } = useTranslation();
  const info = useWalletInfo();
  return (
    <Card withBorder padding="lg" radius="md" data-testid="dashboard-money">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4">
            {t('wallet.summary.title')}
          </Title>
          <Group gap="md">
            <Anchor component={Link} to="/wallet/movements" size="sm" data-testid="dashboard-money-movements">
              {t('wallet.summary.movements')}
            </Anchor>
            <Anchor component={Link} to="/payouts" size="sm" data-testid="dashboard-money-payouts">
              {t('wallet.summary.payouts')}
            </Anchor>
          </Group>
        </Group>
        {info.isError ? (
          <ServerErrorAlert error={info.error} />
        ) : (
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {FIGURES.map(({ id, strong }) => (
              <Stack key={id} gap={2}>
                <Text size="sm" c="dimmed">
                  {t(`wallet.summary.${id}`)}
                </Text>
                {info.isPending ? (
                  <Skeleton h={28} w={100} />
                ) : (
                  <Text fw={700} fz={strong ? 26 : 20} c={strong ? 'teal.8' : undefined} data-testid={`dashboard-money-${id}`}>
                    {formatEuros(info.data[id], i18n.language)}
                  </Text>
                )}
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
