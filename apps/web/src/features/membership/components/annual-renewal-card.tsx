import { Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '@/api/me';
import type { MemberShip } from '@/api/memberships';
import { checkoutLink } from '@/lib/checkout-link';
import { formatDay, formatEuros } from '@/lib/format';

/** DESIGN.md section 7: every commission-earning member also pays the annual renewal (75 EUR VAT included). */
export function AnnualRenewalCard({ user, membership }: { user: CurrentUser; membership: MemberShip }) {
  const { t, i18n } = useTranslation();
  const applies = membership.annualAmount > 0 && membership.earnsCommissions;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="membership-annual">
      <Stack gap="xs" h="100%">
        <Text size="sm" c="dimmed">
          {t('membership.annual.title')}
        </Text>
        {applies ? (
          <>
            <Text fw={700} size="xl">
              {formatEuros(membership.annualAmount, i18n.language)}
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                {t('membership.taxIncluded')}
              </Text>
            </Text>
            <Text size="sm">
              {user.annualPaidUntil
                ? t('membership.annual.paidUntil', { date: formatDay(user.annualPaidUntil, i18n.language) })
                : t('membership.annual.notPaid')}
            </Text>
            <Button component={Link} to={checkoutLink({ product: 'annual' })} variant="light" mt="auto" data-testid="pay-annual">
              {t('membership.annual.pay')}
            </Button>
          </>
        ) : (
          <Text>{t('membership.annual.notNeeded')}</Text>
        )}
      </Stack>
    </Card>
  );
}
