import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePaymentFormat } from '@/features/admin/components/use-payment-format';
import type { AdminMemberDetail } from '@/features/admin/members/api/get-admin-member';

/** The audit of forced password changes: who asked, when, and when the member set the new one. */
export function PasswordChangeRequests({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const { when } = usePaymentFormat();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing={6} fz="sm" data-testid="password-change-requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.columns.date')}</Table.Th>
            <Table.Th>{t('adminMembers.impersonations.admin')}</Table.Th>
            <Table.Th>{t('admin.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {member.passwordChangeRequests.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td>{when(request.createdAt)}</Table.Td>
              <Table.Td>{request.admin.username}</Table.Td>
              <Table.Td>
                {request.completedAt ? (
                  t('adminMembers.passwordRequests.doneAt', { when: when(request.completedAt) })
                ) : member.mustChangePassword ? (
                  <Badge color="orange" variant="light" size="sm">
                    {t('adminMembers.passwordRequests.pending')}
                  </Badge>
                ) : (
                  // The flag was lifted by hand (PUT /api/users/{id}) before the member changed it.
                  t('adminMembers.passwordRequests.withdrawn')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
