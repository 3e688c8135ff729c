import type { CompanyAccounts } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { SectionCard } from '@/components/ui/section-card';
import { useFormat } from '@/lib/use-format';

type Row = CompanyAccounts['memberAccounts'][number];

/** The members' accounts by kind: what moved in the period and what they held at its end (debt negative). */
export function MemberAccountsTable({ rows, amount }: { rows: Row[]; amount: (kind: string, cents: number) => string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<Row>[] = [
    { id: 'account', header: t('adminCompanyAccounts.columns.account'), cell: (row) => t(`adminLedgerCheck.kinds.${row.kind}`, { defaultValue: row.kind }), fw: 600, card: 'title' },
    { id: 'movement', header: t('adminCompanyAccounts.columns.movement'), cell: (row) => format.signed(row.movement, (cents) => amount(row.kind, cents)), align: 'right', nowrap: true },
    { id: 'closing', header: t('adminCompanyAccounts.columns.closing'), cell: (row) => amount(row.kind, row.closing), align: 'right', nowrap: true, card: 'aside' },
  ];
  return (
    <SectionCard title={t('adminCompanyAccounts.memberAccounts')} testId="company-accounts-members">
      <DataTable columns={columns} rows={rows} rowKey={(row) => row.kind} minWidth={420} focusableScroll emptyText="" rowTestId="company-accounts-member-row" rowAttributes={(row) => ({ 'data-kind': row.kind, 'data-cents': row.closing })} />
    </SectionCard>
  );
}
