import { Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { madridDay } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { sortOf } from '@/components/ui/sort-header';
import { useTableState } from '@/lib/table-state';
import { usePageInRange } from '@/lib/use-page-in-range';
import { ADMIN_TRANSFER_SORTS, useAdminTransfers } from '@/features/admin/payouts/api/get-admin-transfers';
import { ExportButtons } from './export-buttons';
import { TransfersListBody } from './transfers-list-body';

const DEFAULT_SORT = { id: 'confirmAt', direction: 'asc' } as const;

type Range = { from?: string; to?: string };

/** The transfers accepted between two company days (today by default): what goes to the bank, as a file. */
export function AcceptedPayouts() {
  const { t } = useTranslation();
  const [state, actions] = useTableState('admin-payouts-accepted');
  const today = madridDay();
  const chosen = state.filter as Range;
  const from = chosen.from || today;
  const to = chosen.to || today;
  const valid = from <= to;
  const sort = sortOf(state.sorting, ADMIN_TRANSFER_SORTS, DEFAULT_SORT);
  // An impossible range is shown on its field and not sent: the list keeps today's.
  const list = useAdminTransfers({ status: 'accepted', page: state.page, itemsPerPage: state.size, sort, ...(valid ? { from, to } : { from: today, to: today }) });
  usePageInRange(state.page, state.size, list.data?.total, actions.setPage);
  const set = (key: keyof Range) => (value: string) => actions.setFilter({ ...chosen, [key]: value || undefined });

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.payouts.accepted.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.payouts.accepted.hint')}
        </Text>
        <Group justify="space-between" align="flex-end" gap="sm">
          <SimpleGrid cols={2} spacing="sm" style={{ flex: '1 1 320px', maxWidth: 420 }}>
            <TextInput type="date" size="sm" label={t('admin.filters.from')} value={from} max={to} onChange={(e) => set('from')(e.currentTarget.value)} data-testid="payouts-from" />
            <TextInput
              type="date"
              size="sm"
              label={t('admin.filters.to')}
              value={to}
              min={from}
              onChange={(e) => set('to')(e.currentTarget.value)}
              error={valid ? undefined : t('admin.filters.toBeforeFrom')}
              data-testid="payouts-to"
            />
          </SimpleGrid>
          <ExportButtons from={from} to={to} disabled={!valid || !list.data?.total || list.isPlaceholderData} />
        </Group>
        <TransfersListBody
          variant="accepted" list={list} emptyText={t('admin.payouts.accepted.empty')} sort={sort} onSort={actions.setSorting}
          page={state.page} size={state.size} onPage={actions.setPage} onSize={actions.setSize}
        />
      </Stack>
    </Card>
  );
}
