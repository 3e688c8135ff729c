import { Table } from '@mantine/core';
import { MEMBERSHIP_RATE_FIELDS } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import type { AdminMembership } from '@/features/admin/plan-settings/api/get-admin-memberships';
import { useRateFormat } from '@/features/admin/plan-settings/lib/use-rate-format';
import { RowActionCell, STICKY_RIGHT } from '@/components/ui/row-action-cell';

/** One row per level with every editable figure, and the button that opens its form. */
export function MembershipsTable({ memberships, onEdit }: { memberships: AdminMembership[]; onEdit: (membership: AdminMembership) => void }) {
  const { t } = useTranslation();
  const format = useRateFormat();
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" data-testid="memberships-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('planSettings.memberships.level')}</Table.Th>
            {MEMBERSHIP_RATE_FIELDS.map((field) => (
              <Table.Th key={field} ta="right">
                {t(`planSettings.fields.${field}`)}
              </Table.Th>
            ))}
            <Table.Th style={STICKY_RIGHT} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {memberships.map((m) => (
            <Table.Tr key={m.id} data-testid="membership-row" data-level={m.level}>
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {m.level} · {m.name}
              </Table.Td>
              {MEMBERSHIP_RATE_FIELDS.map((field) => (
                <Table.Td key={field} ta="right" style={{ whiteSpace: 'nowrap' }} data-field={field}>
                  {format(field, m[field])}
                </Table.Td>
              ))}
              <RowActionCell sticky label={t('planSettings.edit')} ariaLabel={t('planSettings.editFor', { name: m.name })} onClick={() => onEdit(m)} testId="membership-edit" />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
