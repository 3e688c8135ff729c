import { Code, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { RowActionButton } from '@/components/ui/row-action-button';
import { SearchBox } from '@/components/ui/search-box';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { adminVariablesQueryOptions, type AdminVariable } from '@/features/admin/plan-settings/api/get-admin-variables';
import { SettingsChangesCard } from '@/features/admin/plan-settings/components/settings-changes-card';
import { VariableValueModal } from '@/features/admin/plan-settings/components/variable-value-modal';
import { useVariableDescription } from '@/features/admin/plan-settings/lib/use-variable-description';

/** Spec section 9 constants (`variables`): payout minimum, refund window, fees, unilevel rates…; the code reads them from here. */
export function VariablesPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminVariable | null>(null);
  const describe = useVariableDescription();
  const list = usePagedList({
    id: 'admin-variables',
    query: ({ page, itemsPerPage, search }: PagedParams<never, object>) => adminVariablesQueryOptions({ page, itemsPerPage, search }),
  });

  return (
    <Stack gap="md">
      <PageHeader title={t('planSettings.variables.title')} subtitle={t('planSettings.variables.subtitle')} />
      <SectionCard>
        <SearchBox label={t('planSettings.variables.search')} placeholder={t('planSettings.variables.searchPlaceholder')} value={list.search} onChange={list.setSearch} testId="variables-search" />
        <DataTable
          {...list.table}
          columns={[
            {
              id: 'key',
              header: t('planSettings.variables.key'),
              cell: (v) => (
                <>
                  <Code>{v.keyValue}</Code>
                  <Text size="xs" c="dimmed" data-testid="variable-description">
                    {describe(v)}
                  </Text>
                </>
              ),
              card: 'title',
            },
            {
              id: 'value',
              header: t('planSettings.variables.value'),
              cell: (v) => <span style={{ wordBreak: 'break-word' }}>{v.value}</span>,
              fw: 600,
              attributes: () => ({ 'data-testid': 'variable-current' }),
            },
            {
              id: 'edit',
              header: t('planSettings.edit'),
              hiddenHeader: true,
              cell: (v) => <RowActionButton label={t('planSettings.edit')} ariaLabel={t('planSettings.editFor', { name: v.keyValue })} onClick={() => setEditing(v)} testId="variable-edit" />,
              align: 'right',
              card: 'actions',
            },
          ]}
          rowKey={(v) => v.id}
          minWidth={720}
          loaderHeight={200}
          emptyText={t('planSettings.variables.noMatches')}
          testId="variables-table"
          rowTestId="variable-row"
          rowAttributes={(v) => ({ 'data-key': v.keyValue })}
        />
      </SectionCard>
      <SettingsChangesCard entity="variable" fieldLabel={(change) => change.field} valueText={(_change, value) => value} />
      <VariableValueModal variable={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

export { VariablesPage as Component };
