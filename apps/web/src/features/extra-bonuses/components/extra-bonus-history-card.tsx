import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { useFormat } from '@/lib/use-format';
import { extraBonusHistoryQueryOptions, type ExtraBonusKind, type ExtraBonusPeriod } from '../api/get-extra-bonuses';
import { periodLabel } from '../lib/period-label';

/** The paid periods of a kind: each pool, and my share of it (or that I did not qualify), newest first. */
export function ExtraBonusHistoryCard({ kind }: { kind: ExtraBonusKind }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const list = usePagedList({
    id: `extra-bonus-history-${kind}`,
    query: ({ page, itemsPerPage }: PagedParams<never, object>) => extraBonusHistoryQueryOptions({ kind, page, itemsPerPage }),
  });
  const header = (column: string) => t(`extraBonuses.history.${column}`);
  const columns: Column<ExtraBonusPeriod>[] = [
    { id: 'period', header: header('period'), cell: (p) => periodLabel(kind, p.period, i18n.language), fw: 600, nowrap: true, card: 'title' },
    { id: 'base', header: header('base'), cell: (p) => format.euros(p.base), align: 'right', card: 'meta' },
    { id: 'pool', header: header('pool'), cell: (p) => format.euros(p.pool), align: 'right', card: 'meta' },
    { id: 'members', header: header('members'), cell: (p) => format.number(p.members), align: 'right', card: 'meta' },
    { id: 'myShare', header: header('myShare'), cell: (p) => format.euros(p.myShare), align: 'right', fw: 600, card: 'aside' },
    { id: 'myClawedBack', header: header('myClawedBack'), cell: (p) => (p.myClawedBack ? format.signed(-p.myClawedBack, format.euros) : '—'), align: 'right' },
    {
      id: 'qualified',
      header: header('qualified'),
      cell: (p) => (
        <Badge color={p.qualified ? 'teal' : 'gray'} variant="light">
          {t(p.qualified ? 'extraBonuses.history.yes' : 'extraBonuses.history.no')}
        </Badge>
      ),
      card: 'body',
    },
  ];
  return (
    <SectionCard title={header('title')} hint={header('hint')} padding="lg">
      <DataTable
        {...list.table}
        columns={columns}
        rowKey={(p) => p.id}
        minWidth={720}
        focusableScroll
        emptyText={header('empty')}
        emptyTestId="extra-bonus-history-empty"
        testId="extra-bonus-history"
        rowTestId="extra-bonus-history-row"
        rowAttributes={(p) => ({ 'data-period': p.period })}
      />
    </SectionCard>
  );
}
