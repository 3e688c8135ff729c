import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { forgotPasswordSchema } from '@vo/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '@/components/ui/error-alert';
import { domainResolver, useErrorText } from '@/lib/forms';
import { useAction } from '@/lib/use-action';
import { requestPasswordReset } from '@/features/auth/api/forgot-password';

const resolver = domainResolver(forgotPasswordSchema);
type Values = z.input<typeof forgotPasswordSchema>;

/** Asks for the e-mail and sends the reset link; then says it was sent (whether or not the address exists). */
export function ResetLinkForm({ submitLabel, defaultEmail = '' }: { submitLabel: string; defaultEmail?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const request = useAction(requestPasswordReset);
  const { register, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    await request.run(email);
  });

  if (request.done) {
    return (
      <Alert color="teal" variant="light" role="status" data-testid="reset-email-sent">
        {t('forgotPassword.sent')}
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <ErrorAlert error={request.error} />
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...register('email')} error={errorText(formState.errors.email)} />
        <Button type="submit" fullWidth loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
