import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { usePaymentFormat } from '@/features/admin/components/use-payment-format';
import type { AdminAccessToken } from '@/features/admin/members/api/get-admin-access-tokens';
import { useEndAdminAccessToken } from '@/features/admin/members/api/end-admin-access-token';

/** Running, ended by someone, or simply expired. */
function ImpersonationState({ item }: { item: AdminAccessToken }) {
  const { t } = useTranslation();
  const { when } = usePaymentFormat();
  if (item.active) {
    return (
      <Badge color="orange" variant="light" size="sm">
        {t('adminMembers.impersonations.running')}
      </Badge>
    );
  }
  if (item.endedAt) return <Text size="sm">{t('adminMembers.impersonations.endedAt', { when: when(item.endedAt) })}</Text>;
  return (
    <Text size="sm" c="dimmed">
      {t('adminMembers.impersonations.expired')}
    </Text>
  );
}

/** The audit of "log in as": when, which admin, as whom, from where, and a way to end one still running. */
export function ImpersonationsTable({ items }: { items: AdminAccessToken[] }) {
  const { t } = useTranslation();
  const { when } = usePaymentFormat();
  const end = useEndAdminAccessToken();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing={6} fz="sm" data-testid="impersonations-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.columns.date')}</Table.Th>
            <Table.Th>{t('adminMembers.impersonations.admin')}</Table.Th>
            <Table.Th>{t('adminMembers.impersonations.member')}</Table.Th>
            <Table.Th>{t('adminMembers.impersonations.origin')}</Table.Th>
            <Table.Th>{t('admin.columns.status')}</Table.Th>
            <Table.Th>{t('admin.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="impersonation-row" data-username={item.user.username}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(item.createdAt)}</Table.Td>
              <Table.Td>{item.admin.username}</Table.Td>
              <Table.Td fw={600}>{item.user.username}</Table.Td>
              <Table.Td>
                <Text size="sm">{item.ip}</Text>
                <Text size="xs" c="dimmed" maw={260} truncate title={item.userAgent}>
                  {item.userAgent}
                </Text>
              </Table.Td>
              <Table.Td>
                <ImpersonationState item={item} />
              </Table.Td>
              <Table.Td>
                {item.active && (
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
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
