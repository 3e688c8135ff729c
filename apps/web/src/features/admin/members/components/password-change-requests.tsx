import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { useFormat } from '@/lib/use-format';
import type { AdminMemberDetail } from '@/features/admin/members/api/get-admin-member';

type Request = AdminMemberDetail['passwordChangeRequests'][number];

/** The audit of forced password changes: who asked, when, and when the member set the new one. */
export function PasswordChangeRequests({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const state = (request: Request) =>
    request.completedAt ? (
      t('adminMembers.passwordRequests.doneAt', { when: format.dateTime(request.completedAt) })
    ) : member.mustChangePassword ? (
      <Badge color="orange" variant="light" size="sm">
        {t('adminMembers.passwordRequests.pending')}
      </Badge>
    ) : (
      // The flag was lifted by hand (PUT /api/users/{id}) before the member changed it.
      t('adminMembers.passwordRequests.withdrawn')
    );
  return (
    <DataTable
      columns={[
        { id: 'date', header: t('admin.columns.date'), cell: (request) => format.dateTime(request.createdAt), card: 'title' },
        { id: 'admin', header: t('adminMembers.impersonations.admin'), cell: (request) => request.admin.username },
        { id: 'status', header: t('admin.columns.status'), cell: state },
      ]}
      rows={member.passwordChangeRequests}
      rowKey={(request) => request.id}
      minWidth={480}
      emptyText={t('adminMembers.passwordRequests.empty')}
      testId="password-change-requests"
    />
  );
}
