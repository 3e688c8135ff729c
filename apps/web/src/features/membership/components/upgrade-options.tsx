import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberShip } from '@/api/memberships';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { checkoutLink } from '@/lib/checkout-link';
import { formatEuros } from '@/lib/format';
import { usePriceOrder } from '@/lib/order-price';

/** Higher levels of the member's own type, each with the difference to pay (DESIGN.md section 7: an upgrade pays the difference). */
export function UpgradeOptions({ current, memberships }: { current: MemberShip; memberships: MemberShip[] }) {
  const { t, i18n } = useTranslation();
  const priceOrder = usePriceOrder();
  const higher = memberships.filter(
    (m) => m.active && m.type === current.type && m.level > current.level && m.positionAmount >= current.positionAmount,
  );
  return (
    <Stack gap="sm" data-testid="membership-upgrades">
      <Title order={2} size="h3">
        {t('membership.upgrade.title')}
      </Title>
      {higher.length === 0 ? (
        <Text c="dimmed">{t('membership.upgrade.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {higher.map((m) => {
            return (
              <Card key={m.id} withBorder radius="md" padding="md" data-testid={`upgrade-${m.level}`}>
                <Stack gap={6} h="100%">
                  <Group justify="space-between" gap="xs">
                    <Text fw={700} tt="capitalize">
                      {m.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('membership.upgrade.level', { level: m.level })}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('membership.upgrade.monthly', { amount: formatEuros(m.monthAmount, i18n.language) })}
                  </Text>
                  <Text size="sm">{t('membership.upgrade.difference')}</Text>
                  {/* Before the payment fee, which depends on the method chosen at the checkout. */}
                  <PriceBreakdown price={priceOrder({ type: 'upgrade', current, target: m }, null).price} method={null} testId={`upgrade-${m.level}-price`} />
                  <Button component={Link} to={checkoutLink({ product: 'upgrade', membership: m.id })} variant="light" mt="auto">
                    {t('membership.upgrade.choose')}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
