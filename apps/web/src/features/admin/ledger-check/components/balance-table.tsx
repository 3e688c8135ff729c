import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { useFormat } from '@/lib/use-format';

export interface BalanceRow {
  key: string;
  label: string;
  /** How many accounts the row sums (the members' kinds); absent for one company account. */
  accounts?: number;
  balance: number;
  entries: number;
  /** Points, not euros (Enjoy and Travel Points, the company's points issued). */
  points?: boolean;
}

/** Balances beside the sum of their entries; a row where they differ is in red (what the check exists to catch). */
export function BalanceTable({ rows, testId }: { rows: BalanceRow[]; testId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const header = (column: string) => t(`adminLedgerCheck.columns.${column}`);
  const differs = (row: BalanceRow) => row.balance !== row.entries;
  const amount = (row: BalanceRow, value: number) => (row.points ? format.points(value) : format.euros(value));
  const columns: Column<BalanceRow>[] = [
    { id: 'label', header: header('account'), cell: (row) => row.label, fw: 600, card: 'title' },
    ...(rows.some((row) => row.accounts !== undefined)
      ? [{ id: 'accounts', header: header('accounts'), cell: (row: BalanceRow) => format.number(row.accounts ?? 0), align: 'right' as const }]
      : []),
    { id: 'balance', header: header('balance'), cell: (row) => amount(row, row.balance), align: 'right', card: 'aside', color: (row) => (differs(row) ? 'red' : undefined) },
    { id: 'entries', header: header('entries'), cell: (row) => amount(row, row.entries), align: 'right', color: (row) => (differs(row) ? 'red' : undefined) },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      minWidth={560}
      focusableScroll
      emptyText={t('adminLedgerCheck.noAccounts')}
      testId={testId}
      rowTestId="ledger-balance-row"
      rowAttributes={(row) => ({ 'data-kind': row.key, 'data-differs': String(differs(row)) })}
    />
  );
}
