import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWalletInfo } from '@/api/wallet-info';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { formatEuros } from '@/lib/format';

const FIGURES = [
  { id: 'available', color: 'teal' },
  { id: 'retained', color: 'orange' },
] as const;

/** Spec section 3 "Wallet": the available balance (can be paid out) and the retained one (refund window). */
export function WalletBalances() {
  const { t, i18n } = useTranslation();
  const info = useWalletInfo();
  if (info.isError) return <ServerErrorAlert error={info.error} />;
  return (
    <SimpleGrid cols={{ base: 2 }} spacing="sm" maw={640}>
      {FIGURES.map(({ id, color }) => (
        <Card key={id} withBorder radius="md" padding="md" style={{ borderTop: `3px solid var(--mantine-color-${color}-5)` }}>
          <Text size="sm" c="dimmed">
            {t(`wallet.balances.${id}`)}
          </Text>
          {info.isPending ? (
            <Skeleton h={30} w={110} mt={4} />
          ) : (
            <Text fz={{ base: 20, xs: 26 }} fw={700} data-testid={`wallet-balance-${id}`}>
              {formatEuros(info.data[id], i18n.language)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t(`wallet.balances.${id}Hint`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
