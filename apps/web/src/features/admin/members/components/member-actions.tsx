import { Group } from '@mantine/core';
import { useMe } from '@/api/me-query';
import type { AdminMember } from '@/features/admin/members/api/get-admin-members';
import { LogInAsButton } from './log-in-as-button';
import { RequirePasswordChangeButton } from './require-password-change-button';

interface Props {
  member: Pick<AdminMember, 'id' | 'username' | 'canLogInAs' | 'mustChangePassword'>;
  /** On a phone's card the two buttons may not fit one line. */
  wrap?: boolean;
}

/** The two admin actions on a member; neither is offered on the admin's own account, nor a second pending change. */
export function MemberActions({ member, wrap = false }: Props) {
  const me = useMe();
  if (me.data?.id === member.id) return null;
  return (
    <Group gap="xs" wrap={wrap ? 'wrap' : 'nowrap'} justify={wrap ? 'flex-end' : undefined}>
      <LogInAsButton member={member} />
      {!member.mustChangePassword && <RequirePasswordChangeButton member={member} />}
    </Group>
  );
}
