import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me-query';
import { AnnualRenewalDueAlert } from '@/components/ui/annual-renewal-due-alert';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { SectionCard } from '@/components/ui/section-card';
import { useFormat } from '@/lib/use-format';
import { useBinaryWeeks, type BinaryCycleResult } from '@/features/network/api/get-binary-weeks';

/** Paid, paid up to the weekly cap, or why nothing was paid. */
function WeekOutcome({ week }: { week: BinaryCycleResult }) {
  const { t } = useTranslation();
  if (week.reason) return <Badge color="gray" variant="light">{t(`network.binaryWeeks.reasons.${week.reason}`)}</Badge>;
  if (week.capApplied) return <Badge color="orange" variant="light">{t('network.binaryWeeks.capped')}</Badge>;
  return week.bonus > 0 ? <Badge color="teal" variant="light">{t('network.binaryWeeks.paid')}</Badge> : null;
}

/** The week in progress: the same binary legs the tree and the general view show. */
function ThisWeek() {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useMe();
  if (!me.data) return null;
  const { leftPoints, rightPoints, leftCarry, rightCarry } = me.data;
  return (
    <Text size="sm" mb="sm" data-testid="binary-this-week">
      {t('network.binaryWeeks.thisWeek', {
        left: format.points(leftPoints), right: format.points(rightPoints), carryLeft: format.points(leftCarry), carryRight: format.points(rightCarry),
      })}
    </Text>
  );
}

/**
 * My weekly binary cycles (DESIGN.md section 7), from the audit the cycle writes: the volume of each leg
 * (carry included), the pair, the bonus, what carries to the next week, and why a week paid nothing.
 */
export function BinaryWeeksCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const weeks = useBinaryWeeks();
  const header = (column: string) => t(`network.binaryWeeks.columns.${column}`);
  const points = (id: 'left' | 'right' | 'pair'): Column<BinaryCycleResult> => ({ id, header: header(id), cell: (week) => format.points(week[id]), align: 'right', card: 'meta' });
  const columns: Column<BinaryCycleResult>[] = [
    { id: 'week', header: header('week'), cell: (week) => week.week, fw: 600, nowrap: true, card: 'title' },
    points('left'),
    points('right'),
    points('pair'),
    { id: 'bonus', header: header('bonus'), cell: (week) => format.euros(week.bonus), align: 'right', fw: 600, card: 'aside' },
    {
      id: 'carry',
      header: header('carry'),
      cell: (week) => t('network.binaryWeeks.carryValue', { left: format.points(week.leftCarry), right: format.points(week.rightCarry) }),
      align: 'right',
    },
    { id: 'outcome', header: header('outcome'), cell: (week) => <WeekOutcome week={week} />, card: 'body' },
  ];
  return (
    <SectionCard title={t('network.binaryWeeks.title')} hint={t('network.binaryWeeks.subtitle')} padding="lg" testId="binary-weeks">
      <AnnualRenewalDueAlert />
      <ThisWeek />
      <DataTable
        columns={columns}
        rows={weeks.data?.['hydra:member'] ?? []}
        rowKey={(week) => week.id}
        query={weeks}
        minWidth={720}
        emptyText={t('network.binaryWeeks.empty')}
        emptyTestId="binary-weeks-empty"
        rowTestId="binary-week-row"
        rowAttributes={(week) => ({ 'data-week': week.week })}
      />
    </SectionCard>
  );
}
