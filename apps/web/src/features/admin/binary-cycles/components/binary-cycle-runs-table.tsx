import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay, formatEuros, formatNumber } from '../../../../lib/format';
import type { BinaryCycleRun } from '../api/get-binary-cycle-runs';

/** Each week that ran: when, how many members were read and had volume, how many were paid and how much. */
export function BinaryCycleRunsTable({ runs }: { runs: BinaryCycleRun[] }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" data-testid="binary-cycle-runs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('binaryCycles.week')}</Table.Th>
            <Table.Th>{t('binaryCycles.ranAt')}</Table.Th>
            <Table.Th ta="right">{t('binaryCycles.members')}</Table.Th>
            <Table.Th ta="right">{t('binaryCycles.withVolume')}</Table.Th>
            <Table.Th ta="right">{t('binaryCycles.paid')}</Table.Th>
            <Table.Th ta="right">{t('binaryCycles.bonus')}</Table.Th>
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
