import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminVariable } from '@/features/admin/plan-settings/api/get-admin-variables';
import { RowActionCell } from '@/components/ui/row-action-cell';

/** Key and meaning, the current value, and the button that opens its form. */
export function VariablesTable({ variables, onEdit, stale }: { variables: AdminVariable[]; onEdit: (variable: AdminVariable) => void; stale: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" style={{ opacity: stale ? 0.6 : 1 }} data-testid="variables-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('planSettings.variables.key')}</Table.Th>
            <Table.Th>{t('planSettings.variables.value')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variables.map((v) => (
            <Table.Tr key={v.id} data-testid="variable-row" data-key={v.keyValue}>
              <Table.Td>
                <Code>{v.keyValue}</Code>
                <Text size="xs" c="dimmed">
                  {v.description}
                </Text>
              </Table.Td>
              <Table.Td fw={600} style={{ wordBreak: 'break-word' }} data-testid="variable-current">
                {v.value}
              </Table.Td>
              <RowActionCell label={t('planSettings.edit')} ariaLabel={t('planSettings.editFor', { name: v.keyValue })} onClick={() => onEdit(v)} testId="variable-edit" />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
