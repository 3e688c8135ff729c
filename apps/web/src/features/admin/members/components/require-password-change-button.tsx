import { useTranslation } from 'react-i18next';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import type { AdminMember } from '@/features/admin/members/api/get-admin-members';
import { useRequirePasswordChange } from '@/features/admin/members/api/require-password-change';

/** Makes the member set a new password through an e-mailed link before entering again; their sessions end now. */
export function RequirePasswordChangeButton({ member }: { member: Pick<AdminMember, 'id' | 'username'> }) {
  const { t } = useTranslation();
  const require = useRequirePasswordChange();
  return (
    <ConfirmActionButton
      label={t('adminMembers.requirePassword.button')}
      ariaLabel={t('adminMembers.requirePassword.buttonFor', { username: member.username })}
      title={t('adminMembers.requirePassword.title')}
      text={t('adminMembers.requirePassword.text', { username: member.username })}
      submitLabel={t('adminMembers.requirePassword.submit')}
      testId="require-password-change"
      action={async () => {
        const { changed } = await require(member.id);
        return t(changed ? 'adminMembers.requirePassword.done' : 'adminMembers.requirePassword.already', { username: member.username });
      }}
    />
  );
}
