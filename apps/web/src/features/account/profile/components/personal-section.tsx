import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { GENDERS } from '@vo/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { DayField } from '@/components/ui/day-field';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/forms';
import type { ProfileValues } from '@/features/account/profile/lib/profile-form';
import { ProfileSection } from './profile-section';

/** Name, identity and contact; username and e-mail are shown but belong to the account, not to this form. */
export function PersonalSection({ username, email }: { username: string; email: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { register, control, formState: { errors } } = useFormContext<ProfileValues>();
  const genders = GENDERS.map((g) => ({ value: g, label: t(`profile.genders.${g}`) }));

  return (
    <ProfileSection title={t('profile.sections.personal')} testId="profile-personal">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('fields.name')} autoComplete="given-name" required {...register('name')} error={errorText(errors.name)} />
        <TextInput label={t('fields.surname')} autoComplete="family-name" required {...register('surname')} error={errorText(errors.surname)} />
        <TextInput label={t('fields.username')} value={username} readOnly variant="filled" description={t('profile.readOnly')} />
        <TextInput label={t('fields.email')} value={email} readOnly variant="filled" description={t('profile.readOnly')} />
        <TextInput label={t('fields.dni')} required {...register('dni')} error={errorText(errors.dni)} />
        <DayField control={control} name="birthDate" label={t('fields.birthDate')} autoComplete="bday" required error={errorText(errors.birthDate)} />
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <Select
              label={t('fields.gender')}
              placeholder={t('profile.none')}
              data={genders}
              clearable
              clearButtonProps={{ 'aria-label': t('common.clear') }}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={errorText(errors.gender)}
            />
          )}
        />
        <TextInput label={t('fields.mobile')} type="tel" autoComplete="tel" required {...register('mobile')} error={errorText(errors.mobile)} />
        <TextInput label={t('fields.skype')} {...register('skype')} error={errorText(errors.skype)} />
      </SimpleGrid>
    </ProfileSection>
  );
}
