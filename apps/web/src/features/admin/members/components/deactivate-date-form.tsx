import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@/components/ui/day-input';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { toastSuccess } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import type { AdminMemberDetail } from '@/features/admin/members/api/get-admin-member';
import { useSetDeactivateDate } from '@/features/admin/members/api/set-deactivate-date';

/**
 * The day from which the member's account is inactive (spec section 3 "deactivate date", decision 114): the daily job
 * applies it at Madrid midnight, a day already come at once; clearing it opens the account again. Audited by the server.
 */
export function DeactivateDateForm({ member }: { member: Pick<AdminMemberDetail, 'id' | 'username' | 'deactivateDate'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const setDeactivateDate = useSetDeactivateDate();
  const [day, setDay] = useState(member.deactivateDate ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const save = async (value: string | null) => {
    setPending(true);
    setError(null);
    try {
      await setDeactivateDate(member.id, value);
      setDay(value ?? '');
      toastSuccess(value ? t('adminMembers.deactivate.saved', { username: member.username, date: format.day(value) }) : t('adminMembers.deactivate.cleared', { username: member.username }));
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="deactivate-date">
      <Text size="sm" c="dimmed">
        {member.deactivateDate ? t('adminMembers.deactivate.current', { date: format.day(member.deactivateDate) }) : t('adminMembers.deactivate.none')}
      </Text>
      <ServerErrorAlert error={error} />
      <Group align="flex-end" gap="sm">
        <DayInput label={t('adminMembers.deactivate.label')} description={t('adminMembers.deactivate.hint')} value={day} onChange={setDay} w={260} />
        <Button onClick={() => void save(day)} loading={pending} disabled={!day || day === member.deactivateDate} data-testid="deactivate-date-save">
          {t('adminMembers.deactivate.save')}
        </Button>
        {member.deactivateDate && (
          <Button variant="default" onClick={() => void save(null)} disabled={pending} data-testid="deactivate-date-clear">
            {t('adminMembers.deactivate.clear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
