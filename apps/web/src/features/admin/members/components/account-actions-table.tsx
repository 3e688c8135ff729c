import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { useFormat } from '@/lib/use-format';
import type { AdminMemberDetail } from '@/features/admin/members/api/get-admin-member';

/** The audit of blocks, unblocks, ended sessions and admin roles: when, which admin (or the command line), what and why. */
export function AccountActionsTable({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DataTable
      columns={[
        { id: 'date', header: t('admin.columns.date'), cell: (entry) => format.dateTime(entry.createdAt), nowrap: true, card: 'subtitle' },
        { id: 'action', header: t('adminMembers.access.action'), cell: (entry) => t(`adminMembers.access.${entry.action}.done`, { username: member.username }), fw: 600, card: 'title' },
        { id: 'admin', header: t('adminMembers.impersonations.admin'), cell: (entry) => entry.admin?.username ?? t('adminMembers.access.commandLine') },
        { id: 'reason', header: t('fields.reason'), cell: (entry) => entry.reason ?? '—', card: 'body' },
      ]}
      rows={member.accountActions}
      rowKey={(entry) => entry.id}
      minWidth={620}
      emptyText={t('adminMembers.access.empty')}
      testId="account-actions"
      rowTestId="account-action-row"
    />
  );
}
