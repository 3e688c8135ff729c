import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '@/components/ui/status-badges';
import type { AdminMember } from '@/features/admin/members/api/get-admin-members';

type Flags = Pick<AdminMember, 'isActive' | 'isBlocked' | 'isAdmin' | 'isSystem' | 'mustChangePassword'>;

// A badge clips its text (overflow: hidden), so as a flex item it would shrink to a few letters in a narrow cell.
const KEEP_WIDTH = { flexShrink: 0 } as const;

/** Account state at a glance: active or not, and what stands out (blocked, staff, a pending password change). */
export function MemberStateBadges({ member }: { member: Flags }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActiveBadge active={member.isActive} size="sm" style={KEEP_WIDTH} />
      {member.isBlocked && (
        <Badge color="red" variant="filled" size="sm" style={KEEP_WIDTH}>
          {t('adminMembers.flags.blocked')}
        </Badge>
      )}
      {member.isAdmin && (
        <Badge color="violet" variant="light" size="sm" style={KEEP_WIDTH}>
          {t('adminMembers.flags.admin')}
        </Badge>
      )}
      {member.isSystem && !member.isAdmin && (
        <Badge color="gray" variant="outline" size="sm" style={KEEP_WIDTH}>
          {t('adminMembers.flags.system')}
        </Badge>
      )}
      {member.mustChangePassword && (
        <Badge color="orange" variant="light" size="sm" style={KEEP_WIDTH} data-testid="must-change-password">
          {t('adminMembers.flags.mustChangePassword')}
        </Badge>
      )}
    </Group>
  );
}
