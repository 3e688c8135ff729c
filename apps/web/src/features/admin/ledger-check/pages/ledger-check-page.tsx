import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { SectionCard } from '@/components/ui/section-card';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { POINT_ACCOUNT_KINDS } from '@vo/domain';
import { useLedgerCheck } from '@/features/admin/ledger-check/api/get-ledger-check';
import { BalanceTable } from '@/features/admin/ledger-check/components/balance-table';
import { useFormat } from '@/lib/use-format';

/** Admin console (issue 19): `check:ledger` as a page, every company balance and the members' by kind, differences in red. */
export function LedgerCheckPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const check = useLedgerCheck();
  const again = (
    <Button size="sm" variant="light" loading={check.isFetching} onClick={() => void check.refetch()} data-testid="ledger-check-again">
      {t('adminLedgerCheck.again')}
    </Button>
  );
  if (check.isError) return <ServerErrorAlert error={check.error} />;
  if (!check.data) return <PageLoader />;
  const report = check.data;
  const kind = (value: string) => t(`adminLedgerCheck.kinds.${value}`, { defaultValue: value });
  return (
    <Stack gap="md">
      <PageHeader title={t('adminLedgerCheck.title')} subtitle={t('adminLedgerCheck.subtitle')} />
      <Alert color={report.ok ? 'teal' : 'red'} title={t(report.ok ? 'adminLedgerCheck.ok' : 'adminLedgerCheck.failed')} data-testid="ledger-check-result" data-ok={String(report.ok)}>
        <Stack gap={4}>
          <Text size="sm">{t('adminLedgerCheck.summary', { accounts: format.number(report.accounts), total: format.euros(report.total) })}</Text>
          {report.unbalancedTransactions.length > 0 && <Text size="sm">{t('adminLedgerCheck.unbalanced', { ids: report.unbalancedTransactions.join(', ') })}</Text>}
          {report.orphanLines.length > 0 && <Text size="sm">{t('adminLedgerCheck.orphans', { ids: report.orphanLines.join(', ') })}</Text>}
        </Stack>
      </Alert>
      {report.mismatches.length > 0 && (
        <SectionCard title={t('adminLedgerCheck.mismatches')} testId="ledger-mismatches">
          <BalanceTable
            testId="ledger-mismatch-table"
            rows={report.mismatches.map((m) => ({
              key: String(m.accountId), balance: m.balance, entries: m.entries, points: POINT_ACCOUNT_KINDS.includes(m.kind),
              label: t('adminLedgerCheck.accountOf', { id: m.accountId, kind: kind(m.kind), owner: m.userId ?? t('adminLedgerCheck.company') }),
            }))}
          />
        </SectionCard>
      )}
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
        <SectionCard title={t('adminLedgerCheck.companyAccounts')} aside={again}>
          <BalanceTable testId="ledger-company-accounts" rows={report.companyAccounts.map((a) => ({ key: a.kind, label: kind(a.kind), balance: a.balance, entries: a.entries, points: POINT_ACCOUNT_KINDS.includes(a.kind) }))} />
        </SectionCard>
        <SectionCard title={t('adminLedgerCheck.memberAccounts')}>
          <BalanceTable testId="ledger-member-accounts" rows={report.memberAccounts.map((a) => ({ key: a.kind, label: kind(a.kind), accounts: a.accounts, balance: a.balance, entries: a.entries, points: POINT_ACCOUNT_KINDS.includes(a.kind) }))} />
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}

export { LedgerCheckPage as Component };
