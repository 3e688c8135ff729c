import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MembershipStateBadge } from '@/components/ui/membership-state-badge';
import { usePaymentFormat } from '@/features/admin/components/use-payment-format';
import type { AdminMember } from '@/features/admin/members/api/get-admin-members';
import { MemberActions } from './member-actions';
import { MemberStateBadges } from './member-state-badges';

/** The member search's rows: who (username, name, e-mail), level and payment state, account state, last login, and the admin actions. */
export function MembersTable({ members, stale = false }: { members: AdminMember[]; stale?: boolean }) {
  const { t } = useTranslation();
  const { when } = usePaymentFormat();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" style={{ opacity: stale ? 0.6 : 1, whiteSpace: 'nowrap' }} data-testid="admin-members-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminMembers.columns.member')}</Table.Th>
            <Table.Th>{t('adminMembers.columns.membership')}</Table.Th>
            <Table.Th>{t('adminMembers.columns.state')}</Table.Th>
            <Table.Th>{t('adminMembers.columns.lastLogin')}</Table.Th>
            <Table.Th>{t('admin.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id} data-testid="admin-member-row" data-username={member.username}>
              <Table.Td>
                <Stack gap={0}>
                  <Anchor component={Link} to={`/admin/members/${member.id}`} fw={600} size="sm">
                    {member.username}
                  </Anchor>
                  {member.name && <Text size="xs">{member.name}</Text>}
                  <Text size="xs" c="dimmed">
                    {member.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                {member.membership ? (
                  <Stack gap={2} align="flex-start">
                    <Text size="sm" tt="capitalize">
                      {member.membership.name}
                    </Text>
                    <MembershipStateBadge state={member.membershipState} size="xs" />
                  </Stack>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>
                <MemberStateBadges member={member} />
              </Table.Td>
              <Table.Td>{member.lastLoginAt ? when(member.lastLoginAt) : t('adminMembers.never')}</Table.Td>
              <Table.Td>
                <MemberActions member={member} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
