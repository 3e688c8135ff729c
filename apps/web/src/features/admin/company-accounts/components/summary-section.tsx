import { Group, Text } from '@mantine/core';
import type { CompanyAccounts } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { SectionCard } from '@/components/ui/section-card';
import { useFormat } from '@/lib/use-format';

type Section = CompanyAccounts['sections'][number];
type Line = Section['lines'][number];

/** One company account in the period: what moved it, line by line, its total and its balance at the end (cents). */
export function SummarySection({ section, money }: { section: Section; money: (cents: number) => string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = (line: string) => (line === 'other' ? t('adminCompanyAccounts.lines.other') : t(`adminCompanyAccounts.lines.${section.key}.${line}`, { defaultValue: line }));
  const columns: Column<Line>[] = [
    { id: 'line', header: t('adminCompanyAccounts.columns.line'), cell: (line) => label(line.key) },
    { id: 'amount', header: t('adminCompanyAccounts.columns.amount'), cell: (line) => format.signed(line.amount, money), align: 'right', nowrap: true },
  ];
  return (
    <SectionCard title={t(`adminCompanyAccounts.sections.${section.key}`)} testId={`company-accounts-${section.key}`}>
      <DataTable columns={columns} rows={section.lines} rowKey={(line) => line.key} cards={false} minWidth={260} focusableScroll emptyText="" rowTestId="company-accounts-line" rowAttributes={(line) => ({ 'data-line': line.key, 'data-cents': line.amount })} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>{t('adminCompanyAccounts.total')}</Text>
        <Text size="sm" fw={600} data-testid={`company-accounts-${section.key}-total`}>{format.signed(section.total, money)}</Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">{t('adminCompanyAccounts.closing')}</Text>
        <Text size="sm" c="dimmed">{money(section.closing)}</Text>
      </Group>
    </SectionCard>
  );
}
