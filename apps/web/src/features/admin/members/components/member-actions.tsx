import { Group } from '@mantine/core';
import { useMe } from '@/api/me-query';
import type { AdminMember } from '@/features/admin/members/api/get-admin-members';
import { LogInAsButton } from './log-in-as-button';
import { MemberAccessButton } from './member-access-button';
import { RequirePasswordChangeButton } from './require-password-change-button';

interface Props {
  member: Pick<AdminMember, 'id' | 'username' | 'canLogInAs' | 'mustChangePassword' | 'isBlocked' | 'isAdmin' | 'isSystem'>;
  /** The member's page also offers block / unblock, "end sessions" and the admin role (issue 19); the search's rows keep two buttons. */
  access?: boolean;
  /** On a phone's card the two buttons may not fit one line. */
  wrap?: boolean;
}

/** The admin actions on a member; none is offered on the admin's own account, nor a second pending change. */
export function MemberActions({ member, wrap = false, access = false }: Props) {
  const me = useMe();
  if (me.data?.id === member.id) return null;
  return (
    <Group gap="xs" wrap={wrap ? 'wrap' : 'nowrap'} justify={wrap ? 'flex-end' : undefined}>
      <LogInAsButton member={member} />
      {!member.mustChangePassword && <RequirePasswordChangeButton member={member} />}
      {access && !member.isBlocked && <MemberAccessButton member={member} action="end_sessions" />}
      {access && <MemberAccessButton member={member} action={member.isBlocked ? 'unblock' : 'block'} />}
      {/* The company root (a system account that is no admin) has no role to change. */}
      {access && !(member.isSystem && !member.isAdmin) && <MemberAccessButton member={member} action={member.isAdmin ? 'revoke_admin' : 'grant_admin'} />}
    </Group>
  );
}
