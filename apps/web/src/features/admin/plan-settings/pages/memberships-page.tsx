import { SegmentedControl, Stack } from '@mantine/core';
import { MEMBERSHIP_RATE_FIELDS } from '@vo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { PageHeader } from '@/components/ui/page-header';
import { useTaxLabel } from '@/lib/settings';
import { RowActionButton } from '@/components/ui/row-action-button';
import { SectionCard } from '@/components/ui/section-card';
import { useAdminMemberships, type AdminMembership, type MembershipType } from '@/features/admin/plan-settings/api/get-admin-memberships';
import { MembershipRatesModal } from '@/features/admin/plan-settings/components/membership-rates-modal';
import { SettingsChangesCard } from '@/features/admin/plan-settings/components/settings-changes-card';
import { useRateFormat, type RateField } from '@/features/admin/plan-settings/lib/use-rate-format';

/** DESIGN.md section 7: every amount and rate of the plan is data; the next payment or cycle reads what is saved here. */
export function MembershipsPage() {
  const { t } = useTranslation();
  const taxLabel = useTaxLabel();
  const [type, setType] = useState<MembershipType>('product');
  const [editing, setEditing] = useState<AdminMembership | null>(null);
  const list = useAdminMemberships(type);
  const format = useRateFormat();
  // One row per level with every editable figure, and the button that opens its form.
  const columns: Column<AdminMembership>[] = [
    { id: 'level', header: t('planSettings.memberships.level'), cell: (m) => `${m.level} · ${m.name}`, fw: 600, nowrap: true, card: 'title' },
    ...MEMBERSHIP_RATE_FIELDS.map((field): Column<AdminMembership> => ({
      id: field,
      header: t(`planSettings.fields.${field}`),
      cell: (m) => format(field, m[field]),
      align: 'right',
      nowrap: true,
      attributes: () => ({ 'data-field': field }),
    })),
    {
      id: 'edit',
      header: t('planSettings.edit'),
      hiddenHeader: true,
      cell: (m) => <RowActionButton label={t('planSettings.edit')} ariaLabel={t('planSettings.editFor', { name: m.name })} onClick={() => setEditing(m)} testId="membership-edit" />,
      align: 'right',
      sticky: true,
      card: 'actions',
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('planSettings.memberships.title')} subtitle={t('planSettings.memberships.subtitle', { tax: taxLabel })} />
      <SectionCard>
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as MembershipType)}
          data={(['product', 'travel'] as const).map((value) => ({ value, label: t(`membershipTypes.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
          data-testid="membership-type"
        />
        <DataTable
          columns={columns}
          rows={list.data ?? []}
          rowKey={(m) => m.id}
          query={list}
          minWidth={1500}
          loaderHeight={200}
          emptyText={t('common.nothingFound')}
          testId="memberships-table"
          rowTestId="membership-row"
          rowAttributes={(m) => ({ 'data-level': m.level })}
        />
      </SectionCard>
      <SettingsChangesCard
        entity="membership"
        fieldLabel={({ membership: m, subject, field }) =>
          `${m ? t('planSettings.memberships.levelName', { level: m.level, name: m.name, type: t(`membershipTypes.${m.type}`) }) : subject} · ${t(`planSettings.fields.${field}`)}`
        }
        valueText={(change, value) => format(change.field as RateField, value)}
      />
      <MembershipRatesModal membership={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

export { MembershipsPage as Component };
