import { Button, Group, Stack, TextInput } from '@mantine/core';
import { SUPPORT_SUBJECT_MAX, supportTicketCreateSchema, type SupportTicketCreate } from '@vo/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MessageBodyField } from '@/components/support/message-body-field';
import { ErrorAlert } from '@/components/ui/error-alert';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { useCreateSupportTicket } from '@/features/support/api/create-support-ticket';

const resolver = domainResolver(supportTicketCreateSchema);
type Values = z.input<typeof supportTicketCreateSchema>;
const FIELDS = ['subject', 'body'] as const;

/** A new question for the support team: a subject and the first message. */
export function NewTicketForm({ disabled, onCreated, onCancel }: { disabled: boolean; onCreated: (id: number) => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const create = useCreateSupportTicket();
  const { register, handleSubmit, formState, setError, control } = useForm<Values, unknown, SupportTicketCreate>({ resolver, defaultValues: { subject: '', body: '' } });
  const body = useWatch({ control, name: 'body' });

  const { formError, guard } = useServerForm(setError, FIELDS);
  const onSubmit = handleSubmit(guard(async (values) => {
    const ticket = await create.mutateAsync(values);
    toastSuccess(t('support.sent'));
    onCreated(ticket.id);
  }));

  return (
    <form onSubmit={onSubmit} noValidate data-testid="support-new-ticket">
      <Stack gap="xs">
        <ErrorAlert error={formError} />
        <TextInput label={t('fields.subject')} maxLength={SUPPORT_SUBJECT_MAX} required {...register('subject')} error={errorText(formState.errors.subject)} disabled={disabled} />
        <MessageBodyField label={t('fields.body')} required minRows={4} length={body.length} {...register('body')} error={errorText(formState.errors.body)} disabled={disabled} />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('support.cancel')}
            </Button>
          )}
          <Button type="submit" loading={formState.isSubmitting} disabled={disabled} data-testid="support-send">
            {t('support.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
