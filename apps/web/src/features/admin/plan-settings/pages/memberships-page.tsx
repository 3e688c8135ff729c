import { Card, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useAdminMemberships, type AdminMembership, type MembershipType } from '@/features/admin/plan-settings/api/get-admin-memberships';
import { MembershipRatesModal } from '@/features/admin/plan-settings/components/membership-rates-modal';
import { MembershipsTable } from '@/features/admin/plan-settings/components/memberships-table';
import { SettingsChangesCard } from '@/features/admin/plan-settings/components/settings-changes-card';
import { useRateFormat, type RateField } from '@/features/admin/plan-settings/lib/use-rate-format';

/** DESIGN.md section 7: every amount and rate of the plan is data; the next payment or cycle reads what is saved here. */
export function MembershipsPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<MembershipType>('product');
  const [editing, setEditing] = useState<AdminMembership | null>(null);
  const list = useAdminMemberships(type);
  const format = useRateFormat();

  return (
    <Stack gap="md">
      <PageHeader title={t('planSettings.memberships.title')} subtitle={t('planSettings.memberships.subtitle')} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <SegmentedControl
            value={type}
            onChange={(value) => setType(value as MembershipType)}
            data={(['product', 'travel'] as const).map((value) => ({ value, label: t(`membershipTypes.${value}`) }))}
            style={{ alignSelf: 'flex-start' }}
            data-testid="membership-type"
          />
          {list.isError ? <ServerErrorAlert error={list.error} /> : list.isPending ? <PageLoader h={200} /> : <MembershipsTable memberships={list.data} onEdit={setEditing} />}
        </Stack>
      </Card>
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
