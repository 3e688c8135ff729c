import { Card, Flex, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { formatEuros, formatNumber } from '@/lib/format';
import { useWallet } from '@/api/wallet';

interface Figure {
  id: 'enjoyPoints' | 'travelPoints' | 'available';
  color: string;
}

const FIGURES: Figure[] = [
  { id: 'enjoyPoints', color: 'grape' },
  { id: 'travelPoints', color: 'cyan' },
  { id: 'available', color: 'teal' },
];

/** The member's Enjoy Points, Travel Points and available wallet balance (GET /api/wallets). */
export function PointsBalances({ only }: { only?: Figure['id'][] }) {
  const { t, i18n } = useTranslation();
  const wallet = useWallet();
  if (wallet.isError) return <ServerErrorAlert error={wallet.error} />;
  const figures = only ? FIGURES.filter((f) => only.includes(f.id)) : FIGURES;
  return (
    <SimpleGrid cols={{ base: 1, xs: figures.length }} spacing="sm">
      {figures.map(({ id, color }) => {
        const value = wallet.data?.[id] ?? 0;
        return (
          <Card key={id} withBorder radius="md" padding="md" style={{ borderTop: `3px solid var(--mantine-color-${color}-5)` }}>
            {/* One line each on a phone; the label above the figure on wider screens. */}
            <Flex direction={{ base: 'row', xs: 'column' }} justify="space-between" align={{ base: 'center', xs: 'flex-start' }} gap={{ base: 'sm', xs: 0 }}>
              <Text size="sm" c="dimmed">
                {t(`enjoy.balances.${id}`)}
              </Text>
              {wallet.isPending ? (
                <Skeleton h={32} w={120} mt={4} />
              ) : (
                <Group gap={6} align="baseline" wrap="nowrap">
                  <Text fz={{ base: 22, xs: 28 }} fw={700} data-testid={`balance-${id}`}>
                    {id === 'available' ? formatEuros(value, i18n.language) : formatNumber(value, i18n.language)}
                  </Text>
                  {id !== 'available' && (
                    <Text size="sm" c="dimmed">
                      {t('enjoy.balances.pointsUnit')}
                    </Text>
                  )}
                </Group>
              )}
            </Flex>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
