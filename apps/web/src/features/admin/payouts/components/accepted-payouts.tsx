import { Group } from '@mantine/core';
import { madridDay } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { rangeIsValid, type DateRange } from '@/components/ui/date-range';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { ADMIN_TRANSFER_SORTS, adminTransfersQueryOptions, type AdminTransferSort } from '@/features/admin/payouts/api/get-admin-transfers';
import { ExportButtons } from './export-buttons';
import { TransfersList } from './transfers-list';

/** The chosen company days, today where none is chosen. */
const daysOf = (chosen: DateRange, today: string) => ({ from: chosen.from || today, to: chosen.to || today });

/** The transfers accepted between two company days (today by default): what goes to the bank, as a file. */
export function AcceptedPayouts() {
  const { t } = useTranslation();
  const today = madridDay();
  const list = usePagedList({
    id: 'admin-payouts-accepted',
    sorts: ADMIN_TRANSFER_SORTS,
    defaultSort: { id: 'confirmAt', direction: 'asc' },
    query: ({ page, itemsPerPage, sort, filter }: PagedParams<AdminTransferSort, DateRange>) => {
      const days = daysOf(filter, today);
      // An impossible range is shown on its field and not sent: the list keeps today's.
      return adminTransfersQueryOptions({ status: 'accepted', page, itemsPerPage, sort, ...(rangeIsValid(days) ? days : { from: today, to: today }) });
    },
  });
  const days = daysOf(list.filter, today);
  const valid = rangeIsValid(days);

  return (
    <SectionCard title={t('admin.payouts.accepted.title')} hint={t('admin.payouts.accepted.hint')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ flex: '1 1 320px', maxWidth: 420 }}>
          <DateRangeFilter value={days} onChange={list.setFilter} testIds={{ from: 'payouts-from', to: 'payouts-to' }} />
        </div>
        <ExportButtons from={days.from} to={days.to} disabled={!valid || !list.total || list.query.isPlaceholderData} />
      </Group>
      <TransfersList variant="accepted" table={list.table} emptyText={t('admin.payouts.accepted.empty')} />
    </SectionCard>
  );
}
