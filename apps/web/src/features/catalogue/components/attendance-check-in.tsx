import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { attendanceCodeField } from '@vo/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ListStates } from '@/components/ui/list-states';
import { SectionCard } from '@/components/ui/section-card';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { localized } from '@/lib/localized';
import { toastSuccess } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import { attendancesQueryOptions, useCheckIn } from '../api/attendances';

const resolver = domainResolver(z.object({ code: attendanceCodeField }));
const FIELDS = ['code'];

/** DESIGN.md section 7b: at the event, a member with a confirmed reservation types its code once; their check-ins below. */
export function AttendanceCheckIn() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText();
  const checkIn = useCheckIn();
  const attendances = useQuery(attendancesQueryOptions());
  const { register, handleSubmit, formState, setError, reset } = useForm<{ code: string }, unknown, { code: string }>({ resolver, defaultValues: { code: '' } });

  const { formError, guard } = useServerForm(setError, FIELDS);
  const onSubmit = handleSubmit(guard(async ({ code }) => {
    const attendance = await checkIn.mutateAsync(code);
    toastSuccess(t('reservations.attendance.done', { title: localized(attendance.event.title, i18n.language) }));
    reset();
  }));

  const items = attendances.data?.items ?? [];
  return (
    <SectionCard title={t('reservations.attendance.title')} hint={t('reservations.attendance.hint')} testId="attendance">
      <Stack gap="md">
        <form onSubmit={onSubmit} noValidate data-testid="attendance-form">
          <Stack gap="sm">
            <ServerErrorAlert error={formError} />
            <Group align="flex-start" gap="sm">
              <TextInput
                label={t('reservations.attendance.code')}
                {...register('code')}
                error={errorText(formState.errors.code)}
                autoComplete="off"
                style={{ flex: '1 1 14rem' }}
                styles={{ input: { textTransform: 'uppercase' } }}
                data-testid="attendance-code"
              />
              <Button type="submit" mt={{ base: 0, xs: 25 }} loading={formState.isSubmitting} data-testid="attendance-submit">
                {t('reservations.attendance.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('reservations.attendance.mine')}
          </Text>
          <ListStates query={attendances} count={items.length} emptyText={t('reservations.attendance.none')} emptyTestId="attendances-empty">
            <List size="sm" spacing={4} data-testid="attendances">
              {items.map((a) => (
                <List.Item key={a.id}>
                  {t('reservations.attendance.item', { title: localized(a.event.title, i18n.language), when: format.dateTime(a.createAt) })}
                </List.Item>
              ))}
            </List>
          </ListStates>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
