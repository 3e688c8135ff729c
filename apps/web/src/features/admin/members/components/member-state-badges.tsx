import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../../../../components/ui/status-badges';
import type { AdminMember } from '../api/get-admin-members';

type Flags = Pick<AdminMember, 'isActive' | 'isBlocked' | 'isAdmin' | 'isSystem' | 'mustChangePassword'>;

/** Account state at a glance: active or not, and what stands out (blocked, staff, a pending password change). */
export function MemberStateBadges({ member }: { member: Flags }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      <ActiveBadge active={member.isActive} size="sm" />
      {member.isBlocked && (
        <Badge color="red" variant="filled" size="sm">
          {t('adminMembers.flags.blocked')}
        </Badge>
      )}
      {member.isAdmin && (
        <Badge color="violet" variant="light" size="sm">
          {t('adminMembers.flags.admin')}
        </Badge>
      )}
      {member.isSystem && !member.isAdmin && (
        <Badge color="gray" variant="outline" size="sm">
          {t('adminMembers.flags.system')}
        </Badge>
      )}
      {member.mustChangePassword && (
        <Badge color="orange" variant="light" size="sm" data-testid="must-change-password">
          {t('adminMembers.flags.mustChangePassword')}
        </Badge>
      )}
    </Group>
  );
}
