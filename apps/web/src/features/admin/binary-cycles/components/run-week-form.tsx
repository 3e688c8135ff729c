import { Button, Flex, Text, TextInput } from '@mantine/core';
import { binaryCycleRunSchema, type BinaryCycleRunInput } from '@vo/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { formatDay, formatEuros } from '@/lib/format';
import { toastSuccess } from '@/lib/toast';
import { useRunBinaryCycle } from '@/features/admin/binary-cycles/api/run-binary-cycle';
import type { DueWeek } from '@/features/admin/binary-cycles/lib/next-due-week';
import { outcomeMessage } from '@/features/admin/binary-cycles/lib/outcome-message';

const resolver = domainResolver(binaryCycleRunSchema);

/**
 * Runs the cycle of one ISO week now (the scheduler runs the last ended week on Sunday night by itself):
 * the server pays a week once, refuses one that has not ended or comes before a week already paid. The form
 * offers the next week due and says when it can run.
 */
export function RunWeekForm({ due }: { due: DueWeek }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const run = useRunBinaryCycle();
  const { register, handleSubmit, formState, setError } = useForm<BinaryCycleRunInput, unknown, { week: string }>({
    resolver,
    mode: 'onTouched',
    defaultValues: { week: due.week },
  });

  const { formError, guard } = useServerForm(setError, ['week']);
  const onSubmit = handleSubmit(guard(async ({ week }) => {
    const message = outcomeMessage(week, await run.mutateAsync({ week }));
    if (message.key === 'binaryCycles.alreadyRun') toastSuccess(t(message.key, { week }));
    else toastSuccess(t(message.key, { week, paid: message.paid, bonus: formatEuros(message.bonus, i18n.language) }));
  }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <ServerErrorAlert error={formError} />
      {/* Side by side from `sm`, the button level with the input (below its label and hint); stacked on a phone. */}
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} gap="sm" mt={formError ? 'sm' : 0}>
        <TextInput
          {...register('week')}
          label={t('binaryCycles.week')}
          description={t('binaryCycles.weekHint')}
          error={errorText(formState.errors.week)}
          w={{ base: '100%', sm: 220 }}
          data-testid="binary-cycle-week"
        />
        <Button type="submit" mt={{ base: 0, sm: 44 }} loading={formState.isSubmitting} data-testid="binary-cycle-run">
          {t('binaryCycles.run')}
        </Button>
      </Flex>
      <Text size="sm" mt="xs" data-testid="binary-cycle-due">
        {due.ready ? t('binaryCycles.dueNow', { week: due.week }) : t('binaryCycles.dueFrom', { week: due.week, day: formatDay(due.runsFrom, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }) })}
      </Text>
    </form>
  );
}
