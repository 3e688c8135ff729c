import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_WALLET_MOVEMENT_SORTS, adminWalletMovementsQueryOptions, type AdminWalletMovementSort } from '@/api/admin-wallet-movements';
import { DataTable } from '@/components/ui/data-table';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { useMovementColumns } from '@/components/wallet/movement-columns';
import { useFormat } from '@/lib/use-format';
import { useMemberWallet } from '@/features/admin/members/api/get-member-wallet';
import { AdjustWalletButton } from './adjust-wallet-button';
import { FactList } from './fact-list';

/** The member's wallet and points balances, then their movements (the console's movement list, for this member only). */
export function MemberWallet({ memberId, username }: { memberId: number; username: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const wallet = useMemberWallet(memberId);
  const list = usePagedList({
    id: `admin-member-movements-${memberId}`,
    sorts: ADMIN_WALLET_MOVEMENT_SORTS,
    defaultSort: { id: 'createAt', direction: 'desc' },
    query: ({ page, itemsPerPage, sort }: PagedParams<AdminWalletMovementSort, object>) =>
      adminWalletMovementsQueryOptions({ page, itemsPerPage, sort, user: String(memberId) }),
  });
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <AdjustWalletButton memberId={memberId} username={username} />
      </Group>
      {wallet.isPending ? <PageLoader h={60} /> : wallet.isError ? <ErrorAlert error={wallet.error} /> : (
        <div data-testid="member-wallet-balances">
          <FactList facts={[
            [t('wallet.accounts.wallet_available'), <span key="a" data-testid="member-balance-available">{format.euros(wallet.data.available)}</span>],
            [t('wallet.accounts.wallet_retained'), <span key="r" data-testid="member-balance-retained">{format.euros(wallet.data.retained)}</span>],
            [t('wallet.accounts.enjoy_points'), format.number(wallet.data.enjoyPoints)],
            [t('wallet.accounts.travel_points'), format.number(wallet.data.travelPoints)],
          ]} />
        </div>
      )}
      <DataTable
        {...list.table}
        columns={useMovementColumns()}
        rowKey={(m) => m.id}
        minWidth={760}
        emptyText={t('admin.walletMovements.empty')}
        testId="member-movements-table"
        rowTestId="member-movement-row"
        rowAttributes={(m) => ({ 'data-type': m.type, 'data-account': m.account })}
      />
    </Stack>
  );
}
