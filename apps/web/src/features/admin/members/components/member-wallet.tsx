import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_WALLET_MOVEMENT_SORTS, adminWalletMovementsQueryOptions, type AdminWalletMovementSort } from '@/api/admin-wallet-movements';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { PagedDataTable } from '@/components/ui/paged-data-table';
import type { PagedParams } from '@/components/ui/use-paged-list';
import { useMovementColumns } from '@/components/wallet/movement-columns';
import { useFormat } from '@/lib/use-format';
import { useMemberWallet } from '@/features/admin/members/api/get-member-wallet';
import type { Wallet } from '@vo/domain';
import { AdjustWalletButton } from './adjust-wallet-button';
import { FactList } from './fact-list';

type Kind = 'wallet' | 'points';

/** The accounts of each half of the member's money, its empty text and the test ids of its movement list. */
const KINDS: Record<Kind, { accounts: readonly string[]; empty: string; testIds: [table: string, row: string, empty: string] }> = {
  wallet: { accounts: ['wallet_available', 'wallet_retained'], empty: 'admin.walletMovements.empty', testIds: ['member-movements-table', 'member-movement-row', 'member-movements-empty'] },
  points: { accounts: ['enjoy_points', 'travel_points'], empty: 'adminMembers.points.empty', testIds: ['member-points-table', 'member-point-row', 'member-points-empty'] },
};

/** One kind's movements, newest first (the console's movement list, for this member and these accounts only). */
function MemberMovements({ memberId, kind }: { memberId: number; kind: Kind }) {
  const { t } = useTranslation();
  const { accounts, empty, testIds: [table, row, emptyTestId] } = KINDS[kind];
  return (
    <PagedDataTable
      list={{
        id: `admin-member-${kind}-movements-${memberId}`,
        sorts: ADMIN_WALLET_MOVEMENT_SORTS,
        defaultSort: { id: 'createAt', direction: 'desc' },
        query: ({ page, itemsPerPage, sort }: PagedParams<AdminWalletMovementSort, object>) =>
          adminWalletMovementsQueryOptions({ page, itemsPerPage, sort, user: String(memberId), account: accounts }),
      }}
      columns={useMovementColumns()}
      rowKey={(m) => m.id}
      minWidth={760}
      emptyText={t(empty)}
      emptyTestId={emptyTestId}
      testId={table}
      rowTestId={row}
      rowAttributes={(m) => ({ 'data-type': m.type, 'data-account': m.account })}
    />
  );
}

/** A kind's balances (one read of the member's wallet serves both) above its movements. */
function Balances({ memberId, facts }: { memberId: number; facts: (wallet: Wallet) => [string, ReactNode][] }) {
  const wallet = useMemberWallet(memberId);
  if (wallet.isPending) return <PageLoader h={60} />;
  if (wallet.isError) return <ErrorAlert error={wallet.error} />;
  return <FactList facts={facts(wallet.data)} />;
}

/** The member's euro balances (available, retained), the adjustment, then their wallet movements. */
export function MemberWallet({ memberId, username }: { memberId: number; username: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <AdjustWalletButton memberId={memberId} username={username} />
      </Group>
      <div data-testid="member-wallet-balances">
        <Balances memberId={memberId} facts={(wallet) => [
          [t('wallet.accounts.wallet_available'), <span key="a" data-testid="member-balance-available">{format.euros(wallet.available)}</span>],
          [t('wallet.accounts.wallet_retained'), <span key="r" data-testid="member-balance-retained">{format.euros(wallet.retained)}</span>],
        ]} />
      </div>
      <MemberMovements memberId={memberId} kind="wallet" />
    </Stack>
  );
}

/** The member's Enjoy Points and Travel Points balances, then their points movements. */
export function MemberPoints({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="md">
      <Balances memberId={memberId} facts={(wallet) => [
        [t('wallet.accounts.enjoy_points'), <span key="e" data-testid="member-balance-enjoy-points">{format.points(wallet.enjoyPoints)}</span>],
        [t('wallet.accounts.travel_points'), <span key="t" data-testid="member-balance-travel-points">{format.points(wallet.travelPoints)}</span>],
      ]} />
      <MemberMovements memberId={memberId} kind="points" />
    </Stack>
  );
}
