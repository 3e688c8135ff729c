import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay, formatEuros, formatNumber } from '@/lib/format';
import type { BinaryCycleRun } from '@/features/admin/binary-cycles/api/get-binary-cycle-runs';

/** Text columns first, then the figures (right-aligned). */
const COLUMNS = ['week', 'ranAt', 'members', 'withVolume', 'paid', 'bonus'] as const;

/** Each week that ran: when, how many members were read and had volume, how many were paid and how much. */
export function BinaryCycleRunsTable({ runs }: { runs: BinaryCycleRun[] }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    // No link or button inside: on a phone the sideways scroll is reached by focusing the viewport (WCAG 2.1.1).
    <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" data-testid="binary-cycle-runs">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column, i) => (
              <Table.Th key={column} ta={i < 2 ? 'left' : 'right'}>{t(`binaryCycles.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.week} data-testid="binary-cycle-run-row" data-week={run.week}>
              <Table.Td fw={600}>{run.week}</Table.Td>
              <Table.Td>{formatDay(run.ranAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}</Table.Td>
              <Table.Td ta="right">{n(run.members)}</Table.Td>
              <Table.Td ta="right">{n(run.withVolume)}</Table.Td>
              <Table.Td ta="right">{n(run.paid)}</Table.Td>
              <Table.Td ta="right" fw={600}>{formatEuros(run.bonus, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
