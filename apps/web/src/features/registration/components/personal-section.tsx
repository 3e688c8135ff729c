import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { MINIMUM_AGE } from '@vo/domain';
import { useFormContext } from 'react-hook-form';
import { DayField } from '@/components/ui/day-field';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/forms';
import type { UniqueField } from '@/features/registration/api/check-unique';
import type { RegistrationValues } from '@/features/registration/lib/registration-form';
import { PasswordField } from '@/components/ui/password-field';

/** The latest birth date that is at least the minimum age today (for the date picker's max). */
function latestBirthDate(today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

export function PersonalSection({ onUniqueBlur, checking }: { onUniqueBlur: (field: UniqueField) => void; checking: Partial<Record<UniqueField, boolean>> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { register, control, formState } = useFormContext<RegistrationValues>();
  const { errors } = formState;
  const checkingText = (field: UniqueField) => (checking[field] ? t('registration.checking') : undefined);

  return (
    <Fieldset legend={t('registration.sections.personal')} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('fields.firstName')} autoComplete="given-name" required {...register('firstName')} error={errorText(errors.firstName)} />
        <TextInput label={t('fields.lastName')} autoComplete="family-name" required {...register('lastName')} error={errorText(errors.lastName)} />
        <TextInput label={t('fields.alias')} description={t('registration.aliasHint')} autoComplete="nickname" {...register('alias')} error={errorText(errors.alias)} />
        <TextInput
          label={t('fields.username')}
          description={checkingText('username') ?? t('registration.usernameHint')}
          autoComplete="username"
          required
          {...register('username', { onBlur: () => onUniqueBlur('username') })}
          error={errorText(errors.username)}
        />
        <TextInput
          label={t('fields.dni')}
          description={checkingText('dni')}
          required
          {...register('dni', { onBlur: () => onUniqueBlur('dni') })}
          error={errorText(errors.dni)}
        />
        <TextInput
          label={t('fields.email')}
          description={checkingText('email')}
          type="email"
          autoComplete="email"
          required
          {...register('email', { onBlur: () => onUniqueBlur('email') })}
          error={errorText(errors.email)}
        />
        <TextInput label={t('fields.emailRepeat')} type="email" autoComplete="email" required {...register('emailRepeat')} error={errorText(errors.emailRepeat)} />
        <PasswordField
          label={t('fields.password')}
          description={t('registration.passwordHint')}
          autoComplete="new-password"
          required
          {...register('password')}
          error={errorText(errors.password)}
        />
        <PasswordField label={t('fields.passwordRepeat')} autoComplete="new-password" required {...register('passwordRepeat')} error={errorText(errors.passwordRepeat)} />
        <DayField control={control} name="birthDate" label={t('fields.birthDate')} autoComplete="bday" max={latestBirthDate()} required error={errorText(errors.birthDate)} />
        <TextInput label={t('fields.mobile')} type="tel" autoComplete="tel" required {...register('mobile')} error={errorText(errors.mobile)} />
      </SimpleGrid>
    </Fieldset>
  );
}
