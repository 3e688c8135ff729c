import { Alert, Card, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { maskIban } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { MissingBankDataAlert } from '@/components/ui/missing-bank-data-alert';
import { formatEuros } from '@/lib/format';
import type { PayoutTerms } from '@/features/payouts/api/get-payout-terms';

/** What a payout depends on (DESIGN.md section 8): the balance, the minimum, and where the money goes. */
export function PayoutTermsCard({ terms }: { terms: PayoutTerms }) {
  const { t, i18n } = useTranslation();
  const euros = (value: number) => formatEuros(value, i18n.language);
  return (
    <Stack gap="sm">
      {!terms.allowed && (
        <Alert color="red" variant="light" data-testid="payout-not-allowed">
          {t('errors.payoutNotAllowed')}
        </Alert>
      )}
      {!terms.bankDataComplete && <MissingBankDataAlert />}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Card withBorder radius="md" padding="md" style={{ borderTop: '3px solid var(--mantine-color-teal-5)' }}>
          <Text size="sm" c="dimmed">
            {t('payouts.terms.available')}
          </Text>
          <Text fz={{ base: 22, xs: 26 }} fw={700} data-testid="payout-available">
            {euros(terms.available)}
          </Text>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed">
            {t('payouts.terms.minimum')}
          </Text>
          <Text fz={{ base: 22, xs: 26 }} fw={700} data-testid="payout-minimum">
            {euros(terms.minimum)}
          </Text>
        </Card>
        <Card withBorder radius="md" padding="md" data-testid="payout-bank-data">
          <Text size="sm" c="dimmed">
            {t('payouts.terms.bankAccount')}
          </Text>
          {terms.iban ? (
            <Stack gap={2} mt={4}>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed" w={32}>
                  IBAN
                </Text>
                <Code fz="sm">{maskIban(terms.iban)}</Code>
              </Group>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed" w={32}>
                  BIC
                </Text>
                <Code fz="sm">{terms.bic ?? '—'}</Code>
              </Group>
            </Stack>
          ) : (
            <Text fw={600} mt={4}>
              {t('payouts.terms.noBankData')}
            </Text>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
