import { ACCOUNT_ACTION_REASON_MAX, memberAccountActionSchema, type AccountHistoryAction } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { ReasonActionButton } from '@/components/ui/reason-action-button';
import type { AdminMember } from '@/features/admin/members/api/get-admin-members';
import { useChangeMemberAccess } from '@/features/admin/members/api/change-member-access';

const TEST_IDS: Record<AccountHistoryAction, string> = {
  block: 'block-member', unblock: 'unblock-member', end_sessions: 'end-member-sessions', grant_admin: 'grant-admin-role', revoke_admin: 'revoke-admin-role',
};

/** Block, unblock, end the sessions of a member or change their admin role, with the reason the audit keeps (the server's rule, memberAccountActionSchema). */
export function MemberAccessButton({ member, action }: { member: Pick<AdminMember, 'id' | 'username'>; action: AccountHistoryAction }) {
  const { t } = useTranslation();
  const change = useChangeMemberAccess();
  const { username } = member;
  const key = `adminMembers.access.${action}`;
  return (
    <ReasonActionButton
      schema={memberAccountActionSchema}
      required
      maxLength={ACCOUNT_ACTION_REASON_MAX}
      label={t(`${key}.button`)}
      ariaLabel={t(`${key}.buttonFor`, { username })}
      title={t(`${key}.title`)}
      text={t(`${key}.text`, { username })}
      reasonHint={t('adminMembers.access.reasonHint')}
      submitLabel={t(`${key}.button`)}
      keepLabel={t('admin.cancel')}
      testId={TEST_IDS[action]}
      action={async (reason) => {
        await change(member.id, action, reason ?? '');
        return t(`${key}.done`, { username });
      }}
    />
  );
}
