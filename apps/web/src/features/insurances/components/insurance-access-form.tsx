import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { insuranceAccessCreateSchema, type InsuranceAccessCreate } from '@vo/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { useCreateInsuranceAccess } from '../api/create-insurance-access';

const resolver = domainResolver(insuranceAccessCreateSchema);
type Values = z.input<typeof insuranceAccessCreateSchema>;
const FIELDS = ['email'] as const;

/** Asks for an access: to the member's own address unless another is typed. */
export function InsuranceAccessForm({ memberEmail }: { memberEmail: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const create = useCreateInsuranceAccess();
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, InsuranceAccessCreate>({ resolver, defaultValues: { email: memberEmail } });

  const { formError, guard } = useServerForm(setError, FIELDS);
  const onSubmit = handleSubmit(guard(async (values) => {
    const access = await create.mutateAsync(values);
    toastSuccess(t('insurances.sent', { email: access.email }));
  }));

  return (
    <form onSubmit={onSubmit} noValidate data-testid="insurance-access-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('insurances.formHelp')}
        </Text>
        <ServerErrorAlert error={formError} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('insurances.email')}
            type="email"
            autoComplete="email"
            required
            style={{ flex: '1 1 260px' }}
            {...register('email')}
            error={errorText(formState.errors.email)}
            data-testid="insurance-email"
          />
          <Button type="submit" loading={formState.isSubmitting} data-testid="insurance-request">
            {t('insurances.request')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
