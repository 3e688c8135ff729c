import { Badge, Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/components/ui/list-states';
import { formatEuros, formatNumber } from '@/lib/format';
import { useBinaryWeeks, type BinaryWeek } from '@/features/network/api/get-binary-weeks';

/** Paid, paid up to the weekly cap, or why nothing was paid. */
function WeekOutcome({ week }: { week: BinaryWeek }) {
  const { t } = useTranslation();
  if (week.reason) return <Badge color="gray" variant="light">{t(`network.binaryWeeks.reasons.${week.reason}`)}</Badge>;
  if (week.capApplied) return <Badge color="orange" variant="light">{t('network.binaryWeeks.capped')}</Badge>;
  return week.bonus > 0 ? <Badge color="teal" variant="light">{t('network.binaryWeeks.paid')}</Badge> : null;
}

/**
 * My weekly binary cycles (DESIGN.md section 7), from the audit the cycle writes: the volume of each leg
 * (carry included), the pair, the bonus, what carries to the next week, and why a week paid nothing.
 */
export function BinaryWeeksCard() {
  const { t, i18n } = useTranslation();
  const weeks = useBinaryWeeks();
  const rows = weeks.data?.['hydra:member'] ?? [];
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Card withBorder padding="lg" radius="md" data-testid="binary-weeks">
      <Title order={2} size="h4">{t('network.binaryWeeks.title')}</Title>
      <Text size="sm" c="dimmed" mb="sm">{t('network.binaryWeeks.subtitle')}</Text>
      <ListStates query={weeks} count={rows.length} emptyText={t('network.binaryWeeks.empty')} emptyTestId="binary-weeks-empty">
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing={6} fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <Table.Thead>
              <Table.Tr>
                {['week', 'left', 'right', 'pair', 'bonus', 'carry', 'outcome'].map((column) => (
                  <Table.Th key={column} ta={column === 'week' || column === 'outcome' ? 'left' : 'right'}>{t(`network.binaryWeeks.columns.${column}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((week) => (
                <Table.Tr key={week.id} data-testid="binary-week-row" data-week={week.week}>
                  <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>{week.week}</Table.Td>
                  <Table.Td ta="right">{n(week.left)}</Table.Td>
                  <Table.Td ta="right">{n(week.right)}</Table.Td>
                  <Table.Td ta="right">{n(week.pair)}</Table.Td>
                  <Table.Td ta="right" fw={600}>{formatEuros(week.bonus, i18n.language)}</Table.Td>
                  <Table.Td ta="right">{t('network.binaryWeeks.carryValue', { left: n(week.leftCarry), right: n(week.rightCarry) })}</Table.Td>
                  <Table.Td><WeekOutcome week={week} /></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStates>
    </Card>
  );
}
