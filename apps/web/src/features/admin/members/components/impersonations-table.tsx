import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import type { PagerProps } from '@/components/ui/pager';
import { useFormat } from '@/lib/use-format';
import type { AdminAccessToken } from '@/features/admin/members/api/get-admin-access-tokens';
import { useEndAdminAccessToken } from '@/features/admin/members/api/end-admin-access-token';

/** Running, ended by someone, or simply expired. */
function ImpersonationState({ item }: { item: AdminAccessToken }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (item.active) {
    return (
      <Badge color="orange" variant="light" size="sm">
        {t('adminMembers.impersonations.running')}
      </Badge>
    );
  }
  if (item.endedAt) return <Text size="sm">{t('adminMembers.impersonations.endedAt', { when: format.dateTime(item.endedAt) })}</Text>;
  return (
    <Text size="sm" c="dimmed">
      {t('adminMembers.impersonations.expired')}
    </Text>
  );
}

function EndButton({ item }: { item: AdminAccessToken }) {
  const { t } = useTranslation();
  const end = useEndAdminAccessToken();
  return (
    <ConfirmActionButton
      label={t('adminMembers.impersonations.end')}
      ariaLabel={t('adminMembers.impersonations.endFor', { username: item.user.username })}
      title={t('adminMembers.impersonations.endTitle')}
      text={t('adminMembers.impersonations.endText', { admin: item.admin.username, username: item.user.username })}
      submitLabel={t('adminMembers.impersonations.end')}
      testId="end-impersonation"
      action={async () => {
        await end(item.id);
        return t('adminMembers.impersonations.ended');
      }}
    />
  );
}

function useImpersonationColumns(): Column<AdminAccessToken>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    { id: 'date', header: t('admin.columns.date'), cell: (item) => format.dateTime(item.createdAt), nowrap: true, card: 'subtitle' },
    { id: 'admin', header: t('adminMembers.impersonations.admin'), cell: (item) => item.admin.username },
    { id: 'member', header: t('adminMembers.impersonations.member'), cell: (item) => item.user.username, fw: 600, card: 'title' },
    {
      id: 'origin',
      header: t('adminMembers.impersonations.origin'),
      cell: (item) => (
        <>
          <Text size="sm">{item.ip}</Text>
          <Text size="xs" c="dimmed" maw={260} truncate title={item.userAgent}>
            {item.userAgent}
          </Text>
        </>
      ),
    },
    { id: 'status', header: t('admin.columns.status'), cell: (item) => <ImpersonationState item={item} /> },
    { id: 'actions', header: t('admin.columns.actions'), cell: (item) => item.active && <EndButton item={item} />, card: 'actions' },
  ];
}

interface Props {
  items: AdminAccessToken[];
  /** The read they come from, when it is their own (the latest of every admin); a member's arrive with the member. */
  query?: { isError: boolean; error: unknown; isPending: boolean; isPlaceholderData?: boolean };
  pager?: PagerProps;
}

/** The audit of "log in as": when, which admin, as whom, from where, and a way to end one still running. */
export function ImpersonationsTable({ items, query, pager }: Props) {
  const { t } = useTranslation();
  return (
    <DataTable
      columns={useImpersonationColumns()}
      rows={items}
      rowKey={(item) => item.id}
      query={query}
      pager={pager}
      minWidth={760}
      loaderHeight={120}
      emptyText={t('adminMembers.impersonations.empty')}
      testId="impersonations-table"
      rowTestId="impersonation-row"
      rowAttributes={(item) => ({ 'data-username': item.user.username })}
    />
  );
}
