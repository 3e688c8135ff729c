import { Alert, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { madridDay, POINT_ACCOUNT_KINDS } from '@vo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeIsValid } from '@/components/ui/date-range';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useCompanyAccounts, type SummaryPeriod } from '@/features/admin/company-accounts/api/get-company-accounts';
import { MemberAccountsTable } from '@/features/admin/company-accounts/components/member-accounts-table';
import { PeriodPicker, type PeriodChoice } from '@/features/admin/company-accounts/components/period-picker';
import { SummaryFigures } from '@/features/admin/company-accounts/components/summary-figures';
import { SummarySection } from '@/features/admin/company-accounts/components/summary-section';
import { useFormat } from '@/lib/use-format';


/** What the picker names, or null while the two days are incomplete or reversed (the field says why). */
function periodOf({ mode, month, range }: PeriodChoice): SummaryPeriod | null {
  if (mode === 'month') return { period: month };
  return range.from && range.to && rangeIsValid(range) ? { from: range.from, to: range.to } : null;
}

/** Admin console (issue 19, decision 112): the company accounts of a month or of two days, from the ledger. */
export function CompanyAccountsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const today = madridDay();
  const [choice, setChoice] = useState<PeriodChoice>({ mode: 'month', month: today.slice(0, 7), range: { from: `${today.slice(0, 7)}-01`, to: today } });
  const period = periodOf(choice);
  const summary = useCompanyAccounts(period);
  const euros = (cents: number) => format.euros(cents / 100);
  const amountOf = (account: string) => (cents: number) => (POINT_ACCOUNT_KINDS.includes(account) ? format.points(cents / 100) : euros(cents));
  const report = summary.data;
  return (
    <Stack gap="md">
      <PageHeader title={t('adminCompanyAccounts.title')} subtitle={t('adminCompanyAccounts.subtitle')} />
      <Card withBorder radius="md" padding="md">
        <PeriodPicker value={choice} onChange={setChoice} today={today} />
        {!period && <Text size="xs" c="dimmed" mt="sm">{t('adminCompanyAccounts.pickDays')}</Text>}
      </Card>
      {summary.isError ? <ServerErrorAlert error={summary.error} /> : !report ? (period && <PageLoader />) : (
        <>
          <Alert color={report.check.balanced ? 'teal' : 'red'} data-testid="company-accounts-check" data-balanced={String(report.check.balanced)}>
            {t(report.check.balanced ? 'adminCompanyAccounts.balanced' : 'adminCompanyAccounts.unbalanced', { movements: euros(report.check.movements), closing: euros(report.check.closing) })}
          </Alert>
          <SummaryFigures summary={report} money={euros} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {report.sections.map((section) => <SummarySection key={section.key} section={section} money={amountOf(section.account)} />)}
          </SimpleGrid>
          <MemberAccountsTable rows={report.memberAccounts} amount={(kind, cents) => amountOf(kind)(cents)} />
        </>
      )}
    </Stack>
  );
}

export { CompanyAccountsPage as Component };
