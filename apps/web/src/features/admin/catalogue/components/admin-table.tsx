import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { DataTable } from '@/components/ui/data-table';
import { RowActionButton } from '@/components/ui/row-action-button';
import { SearchBox } from '@/components/ui/search-box';
import { useServerErrorText } from '@/components/ui/server-error-alert';
import { ActiveBadge } from '@/components/ui/status-badges';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { toastError, toastSuccess } from '@/lib/toast';
import { useDeleteTableItems } from '../api/delete-table-items';
import { tableItemsQueryOptions } from '../api/find-table-items';
import { useUpdateTableStatus } from '../api/update-table-status';
import { dayFieldOf, RESOURCE_CONFIG, type CatalogueResource } from '../lib/catalogue-resources';
import { tableRequest } from '../lib/table-request';
import { PhotoUploadButton } from './photo-upload-button';
import { ResourceFilters, type FilterValues } from './resource-filters';
import { useRowName, type CatalogueRow } from '../lib/catalogue-row';
import { useResourceColumns, type RowColumn } from './resource-columns';

/**
 * The console's table of one catalogue resource over the generic table service (spec section 7): its column
 * configuration, search and filters, server order and pages, activate / deactivate, and delete with confirmation (the
 * server's refusal, such as "in use: deactivate it instead", is what the error toast says).
 */
export function AdminTable({ resource, onCreate, onEdit }: { resource: CatalogueResource; onCreate?: () => void; onEdit?: (row: CatalogueRow) => void }) {
  const { t } = useTranslation();
  const config = RESOURCE_CONFIG[resource];
  const name = useRowName();
  const errorText = useServerErrorText();
  const status = useUpdateTableStatus(config.base);
  const remove = useDeleteTableItems(config.base);
  const list = usePagedList({
    id: `admin-catalogue-${resource}`,
    sorts: config.sorts,
    defaultSort: config.defaultSort,
    query: (params: PagedParams<string, FilterValues>) => tableItemsQueryOptions<CatalogueRow>(config.base, tableRequest(params, dayFieldOf(resource))),
  });

  const toggle = async (row: CatalogueRow) => {
    try {
      await status.mutateAsync({ ids: [row.id], status: !row.isActive });
      toastSuccess(row.isActive ? t('adminCatalogue.deactivated', { name: name(row) }) : t('adminCatalogue.activated', { name: name(row) }));
    } catch (error) {
      toastError(errorText(error));
    }
  };

  const columns: RowColumn[] = [
    ...useResourceColumns(resource),
    { id: 'isActive', header: t('adminCatalogue.columns.status'), cell: (row) => <ActiveBadge active={row.isActive} />, card: 'aside', miw: 110 },
    {
      id: 'actions',
      header: t('adminCatalogue.columns.actions'),
      hiddenHeader: true,
      // Not sticky: four buttons would cover most of the row; the table scrolls sideways instead.
      card: 'actions',
      cell: (row) => (
        <Group gap="xs">
          {onEdit && <RowActionButton label={t('adminCatalogue.edit')} ariaLabel={`${t('adminCatalogue.edit')}: ${name(row)}`} onClick={() => onEdit(row)} testId="admin-table-edit" />}
          {'photo' in row && <PhotoUploadButton base={config.base} id={row.id} name={name(row)} hasPhoto={row.photo !== null} />}
          <RowActionButton
            label={row.isActive ? t('adminCatalogue.deactivate') : t('adminCatalogue.activate')}
            ariaLabel={`${row.isActive ? t('adminCatalogue.deactivate') : t('adminCatalogue.activate')}: ${name(row)}`}
            onClick={() => void toggle(row)}
            testId="admin-table-status"
          />
          <ConfirmActionButton
            label={t('adminCatalogue.delete')}
            ariaLabel={`${t('adminCatalogue.delete')}: ${name(row)}`}
            title={t('adminCatalogue.deleteTitle')}
            text={t('adminCatalogue.deleteText', { name: name(row) })}
            submitLabel={t('adminCatalogue.delete')}
            destructive
            testId="admin-table-delete"
            action={async () => {
              await remove.mutateAsync([row.id]);
              return t('adminCatalogue.deleted', { name: name(row) });
            }}
          />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SearchBox label={t('adminCatalogue.search')} value={list.search} onChange={list.setSearch} maw={360} testId="admin-table-search" />
        {onCreate && (
          <Button onClick={onCreate} data-testid="admin-table-create">
            {t(`adminCatalogue.create.${resource}`)}
          </Button>
        )}
      </Group>
      <ResourceFilters resource={resource} filter={list.filter} onFilter={list.setFilter} onClear={list.reset} narrowed={list.filtered} />
      <DataTable
        {...list.table}
        columns={columns}
        rowKey={(row) => row.id}
        minWidth={1400}
        emptyText={list.filtered ? t('adminCatalogue.noMatches') : t('adminCatalogue.empty')}
        emptyTestId="admin-table-empty"
        testId="admin-table"
        cardsTestId="admin-table-cards"
        rowTestId="admin-table-row"
        rowAttributes={(row) => ({ 'data-id': row.id, 'data-active': String(row.isActive) })}
      />
    </Stack>
  );
}
