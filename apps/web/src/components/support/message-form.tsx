import { Button, Group, Stack } from '@mantine/core';
import { supportMessageSchema, type SupportMessageInput } from '@vo/domain';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { ErrorAlert } from '@/components/ui/error-alert';
import { MessageBodyField } from './message-body-field';

const resolver = domainResolver(supportMessageSchema);
type Values = z.input<typeof supportMessageSchema>;

interface Props {
  label: string;
  submitLabel: string;
  onSend: (values: SupportMessageInput) => Promise<unknown>;
  disabled?: boolean;
  testId: string;
}

/** A new message of a conversation (member or staff): 1 to 4000 characters, the server's words on refusal. */
export function MessageForm({ label, submitLabel, onSend, disabled = false, testId }: Props) {
  const errorText = useErrorText();
  const { register, handleSubmit, formState, setError, reset, control } = useForm<Values, unknown, SupportMessageInput>({ resolver, defaultValues: { body: '' } });
  const body = useWatch({ control, name: 'body' });

  const { formError, guard } = useServerForm(setError, ['body']);
  const onSubmit = handleSubmit(guard(async (values) => {
    await onSend(values);
    reset({ body: '' });
  }));

  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Stack gap="xs">
        <ErrorAlert error={formError} />
        <MessageBodyField label={label} length={body.length} {...register('body')} error={errorText(formState.errors.body)} disabled={disabled} />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting} disabled={disabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
