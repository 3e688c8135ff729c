import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { ADMIN_TRANSFER_SORTS, adminTransfersQueryOptions, type AdminTransferSort } from '@/features/admin/payouts/api/get-admin-transfers';
import { TransfersList } from '@/features/admin/payouts/components/transfers-list';

type Status = 'pending' | 'accepted';

function MemberTransfers({ memberId, status }: { memberId: number; status: Status }) {
  const { t } = useTranslation();
  const list = usePagedList({
    id: `admin-member-payouts-${status}-${memberId}`,
    sorts: ADMIN_TRANSFER_SORTS,
    defaultSort: { id: status === 'pending' ? 'createAt' : 'confirmAt', direction: 'desc' },
    query: ({ page, itemsPerPage, sort }: PagedParams<AdminTransferSort, object>) =>
      adminTransfersQueryOptions({ status, page, itemsPerPage, sort, user: String(memberId) }),
  });
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t(`admin.payouts.${status}.title`)}
      </Text>
      <TransfersList variant={status} table={list.table} emptyText={t(`adminMembers.payouts.${status}Empty`)} />
    </Stack>
  );
}

/** The member's payout requests: waiting (accept or cancel them here, as on the payouts screen) and accepted. */
export function MemberPayouts({ memberId }: { memberId: number }) {
  return (
    <Stack gap="md">
      <MemberTransfers memberId={memberId} status="pending" />
      <MemberTransfers memberId={memberId} status="accepted" />
    </Stack>
  );
}
