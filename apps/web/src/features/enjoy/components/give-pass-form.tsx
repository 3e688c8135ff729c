import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { enjoyPassGiveSchema, type EnjoyPassGive } from '@vo/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { useSubmissionKey } from '@/lib/use-submission-key';
import { useGiveEnjoyPass } from '@/features/enjoy/api/give-enjoy-pass';

const FIELDS = ['email'];
const resolver = domainResolver(enjoyPassGiveSchema);

interface Props {
  /** Passes the member may still give; none disables the form. */
  left: number;
}

/** Gives one pass to an e-mail address: the server e-mails the credentials there. */
export function GivePassForm({ left }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const give = useGiveEnjoyPass();
  // One key per pass given: a double click or a retry of the same submission spends one pass only.
  const submission = useSubmissionKey();
  const { register, handleSubmit, formState, setError, reset } = useForm<{ email: string }, unknown, EnjoyPassGive>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const { formError, guard } = useServerForm(setError, FIELDS);
  const onSubmit = handleSubmit(guard(async (body) => {
    const access = await give.mutateAsync({ body, idempotencyKey: submission.key });
    toastSuccess(t('enjoy.give.given', { email: access.email }));
    submission.renew();
    reset();
  }));

  return (
    <form onSubmit={onSubmit} noValidate data-testid="give-pass-form">
      <Stack gap="sm">
        <ServerErrorAlert error={formError} />
        <Text size="sm" c="dimmed">
          {t('enjoy.give.hint')}
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            autoComplete="email"
            label={t('enjoy.give.email')}
            {...register('email')}
            error={errorText(formState.errors.email)}
            disabled={left < 1}
            style={{ flex: '1 1 260px' }}
            data-testid="give-pass-email"
          />
          <Button type="submit" loading={formState.isSubmitting} disabled={left < 1} mt={{ base: 0, xs: 25 }} w={{ base: '100%', xs: 'auto' }} data-testid="give-pass-submit">
            {t('enjoy.give.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
