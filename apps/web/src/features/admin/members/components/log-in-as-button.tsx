import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { useAdminSwitch } from '@/lib/use-admin-switch';
import { getAdminAccessToken } from '@/features/admin/members/api/get-admin-access-token';
import type { AdminMember } from '@/features/admin/members/api/get-admin-members';

/** "Log in as": after a confirmation, the admin enters the member's back office (spec sections 3 and 4). */
export function LogInAsButton({ member }: { member: Pick<AdminMember, 'id' | 'username' | 'canLogInAs'> }) {
  const { t } = useTranslation();
  const { actAs } = useAdminSwitch();
  if (!member.canLogInAs) {
    return (
      <Button size="compact-sm" variant="default" disabled title={t('adminMembers.logInAs.unavailable')}>
        {t('adminMembers.logInAs.button')}
      </Button>
    );
  }
  return (
    <ConfirmActionButton
      label={t('adminMembers.logInAs.button')}
      ariaLabel={t('adminMembers.logInAs.buttonFor', { username: member.username })}
      title={t('adminMembers.logInAs.title')}
      text={t('adminMembers.logInAs.text', { username: member.username })}
      submitLabel={t('adminMembers.logInAs.submit')}
      testId="log-in-as"
      action={async () => {
        await actAs(await getAdminAccessToken(member.id));
        return t('adminMembers.logInAs.done', { username: member.username });
      }}
    />
  );
}
