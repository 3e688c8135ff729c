import { Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useTableState } from '@/lib/table-state';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useAdminVariables, type AdminVariable } from '@/features/admin/plan-settings/api/get-admin-variables';
import { SettingsChangesCard } from '@/features/admin/plan-settings/components/settings-changes-card';
import { VariableValueModal } from '@/features/admin/plan-settings/components/variable-value-modal';
import { VariablesTable } from '@/features/admin/plan-settings/components/variables-table';

/** Spec section 9 constants (`variables`): payout minimum, refund window, fees, unilevel rates…; the code reads them from here. */
export function VariablesPage() {
  const { t } = useTranslation();
  const [state, actions] = useTableState('admin-variables');
  const [editing, setEditing] = useState<AdminVariable | null>(null);
  const list = useAdminVariables({ page: state.page, itemsPerPage: state.size, search: state.search });
  usePageInRange(state.page, state.size, list.data?.total, actions.setPage);
  const rows = list.data?.variables ?? [];

  return (
    <Stack gap="md">
      <PageHeader title={t('planSettings.variables.title')} subtitle={t('planSettings.variables.subtitle')} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <SearchBox label={t('planSettings.variables.search')} placeholder={t('planSettings.variables.searchPlaceholder')} value={state.search} onChange={actions.setSearch} testId="variables-search" />
          {list.isError ? (
            <ServerErrorAlert error={list.error} />
          ) : list.isPending ? (
            <PageLoader h={200} />
          ) : rows.length === 0 ? (
            <Text c="dimmed">{t('planSettings.variables.noMatches')}</Text>
          ) : (
            <VariablesTable variables={rows} onEdit={setEditing} stale={list.isPlaceholderData} />
          )}
          <Pager page={state.page} size={state.size} total={list.data?.total ?? 0} onPage={actions.setPage} onSize={actions.setSize} />
        </Stack>
      </Card>
      <SettingsChangesCard entity="variable" fieldLabel={(change) => change.field} valueText={(_change, value) => value} />
      <VariableValueModal variable={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

export { VariablesPage as Component };
