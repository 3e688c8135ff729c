import { Button, Textarea, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { ActionDialog } from './action-dialog';

type ReasonSchema = z.ZodType<{ reason?: string }, { reason?: string }>;

interface Props {
  /** The rule the server applies too (a required or optional `reason`). */
  schema: ReasonSchema;
  required: boolean;
  maxLength: number;
  label: string;
  ariaLabel: string;
  title: string;
  text: string;
  reasonHint: string;
  submitLabel: string;
  keepLabel: string;
  /** Does the work with the reason typed and answers the success toast's text. */
  action: (reason: string | undefined) => Promise<string>;
  testId?: string;
  /** What the dialog shows under its text (a cancellation's refund). */
  details?: ReactNode;
  size?: ButtonProps['size'];
}

const FIELDS = ['reason'] as const;

/** A red action that asks for a reason (an admin rejecting a payment or cancelling a payout; a member cancelling a reservation). */
export function ReasonActionButton({ schema, required, maxLength, label, ariaLabel, title, text, reasonHint, submitLabel, keepLabel, action, testId, details, size = 'compact-sm' }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [opened, { open, close }] = useDisclosure(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<{ reason?: string }, unknown, { reason?: string }>({
    resolver: domainResolver(schema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });

  const { formError, guard, clear } = useServerForm(setError, FIELDS);

  const dismiss = () => {
    close();
    reset();
    clear();
  };

  const onSubmit = handleSubmit(guard(async ({ reason }) => {
    toastSuccess(await action(reason || undefined));
    dismiss();
  }));

  return (
    <>
      <Button size={size} color="red" variant="light" onClick={open} aria-label={ariaLabel} data-testid={testId}>
        {label}
      </Button>
      <ActionDialog
        opened={opened}
        onClose={dismiss}
        title={title}
        text={text}
        details={details}
        error={formError}
        pending={formState.isSubmitting}
        onSubmit={onSubmit}
        keepLabel={keepLabel}
        submitLabel={submitLabel}
        color="red"
        submitTestId={testId && `${testId}-confirm`}
      >
        <Textarea
          label={t('fields.reason')}
          description={reasonHint}
          required={required}
          autosize
          minRows={3}
          maxLength={maxLength}
          data-autofocus
          {...register('reason')}
          error={errorText(formState.errors.reason)}
        />
      </ActionDialog>
    </>
  );
}
