import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { useFormat } from '@/lib/use-format';
import { settingsChangesQueryOptions, type SettingsChange } from '@/features/admin/plan-settings/api/get-settings-changes';

interface Props {
  entity: SettingsChange['entity'];
  /** What changed, as the screen names it (a level's field or a variable's key). */
  fieldLabel: (change: SettingsChange) => string;
  /** A value as the screen shows it. */
  valueText: (change: SettingsChange, value: string) => string;
}

/** The audit of the screen's data: who changed what, from which value to which, newest first. */
export function SettingsChangesCard({ entity, fieldLabel, valueText }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = usePagedList({
    id: `settings-changes-${entity}`,
    query: ({ page, itemsPerPage }: PagedParams<never, object>) => settingsChangesQueryOptions({ entity, page, itemsPerPage }),
  });

  return (
    <SectionCard title={t('planSettings.audit.title')}>
      <DataTable
        {...list.table}
        columns={[
          { id: 'when', header: t('planSettings.audit.when'), cell: (change) => format.dateTime(change.createAt), nowrap: true, card: 'subtitle' },
          { id: 'who', header: t('planSettings.audit.who'), cell: (change) => change.admin },
          { id: 'what', header: t('planSettings.audit.what'), cell: fieldLabel, card: 'title' },
          { id: 'before', header: t('planSettings.audit.before'), cell: (change) => valueText(change, change.oldValue), align: 'right', color: () => 'dimmed' },
          { id: 'after', header: t('planSettings.audit.after'), cell: (change) => valueText(change, change.newValue), align: 'right', fw: 600 },
        ]}
        rowKey={(change) => change.id}
        loaderHeight={120}
        emptyText={t('planSettings.audit.empty')}
        emptyTestId="settings-changes-empty"
        testId="settings-changes"
        rowTestId="settings-change-row"
      />
    </SectionCard>
  );
}
