import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '@/components/ui/data-table-column';
import { MembershipStateBadge } from '@/components/ui/membership-state-badge';
import { useFormat } from '@/lib/use-format';
import type { AdminMember } from '@/features/admin/members/api/get-admin-members';
import { MemberActions } from './member-actions';
import { MemberStateBadges } from './member-state-badges';

/** The member search's columns: who (username, name, e-mail), level and payment state, account state, last login, the admin actions. */
export function useMemberColumns(): Column<AdminMember>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    {
      id: 'member',
      header: t('adminMembers.columns.member'),
      cell: (member) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/admin/members/${member.id}`} fw={600} size="sm">
            {member.username}
          </Anchor>
          {member.name && <Text size="xs">{member.name}</Text>}
          <Text size="xs" c="dimmed">
            {member.email}
          </Text>
        </Stack>
      ),
      card: 'title',
    },
    {
      id: 'membership',
      header: t('adminMembers.columns.membership'),
      cell: (member) =>
        member.membership ? (
          <Stack gap={2} align="flex-start">
            <Text size="sm" tt="capitalize">
              {member.membership.name}
            </Text>
            <MembershipStateBadge state={member.membershipState} size="xs" />
          </Stack>
        ) : (
          '—'
        ),
      cardCell: (member) =>
        member.membership && (
          <>
            <Text span inherit tt="capitalize">
              {member.membership.name}
            </Text>{' '}
            <MembershipStateBadge state={member.membershipState} size="xs" />
          </>
        ),
    },
    { id: 'state', header: t('adminMembers.columns.state'), cell: (member) => <MemberStateBadges member={member} />, card: 'body' },
    { id: 'lastLogin', header: t('adminMembers.columns.lastLogin'), cell: (member) => (member.lastLoginAt ? format.dateTime(member.lastLoginAt) : t('adminMembers.never')) },
    {
      id: 'actions',
      header: t('admin.columns.actions'),
      cell: (member) => <MemberActions member={member} />,
      cardCell: (member) => <MemberActions member={member} wrap />,
      card: 'actions',
    },
  ];
}
