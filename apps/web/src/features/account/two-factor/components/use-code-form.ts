import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { applyViolations, domainResolver } from '@/lib/forms';

type CodeValues = { code: string };

/**
 * A one-field form sending a code: the shared schema checks it first, the server's "wrong code" lands on the
 * field (translated), any other failure is left in the mutation's error for the screen to show.
 */
export function useCodeForm<T>(schema: z.ZodType<CodeValues, CodeValues>, mutation: UseMutationResult<T, Error, CodeValues>, onDone: (data: T) => void) {
  const form = useForm<CodeValues>({ resolver: domainResolver(schema), mode: 'onSubmit', defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutateAsync(values).then(onDone, (error: unknown) => {
      form.setValue('code', '');
      if (isApiError(error) && error.violations.length) applyViolations(form.setError, error.violations, ['code']);
    }),
  );
  return { ...form, onSubmit };
}
