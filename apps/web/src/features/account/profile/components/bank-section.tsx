import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActingAsMemberNotice, useImpersonated } from '@/components/ui/acting-as-member-notice';
import { useErrorText } from '@/lib/forms';
import type { ProfileValues } from '@/features/account/profile/lib/profile-form';
import { ProfileSection } from './profile-section';

/** Where payouts go. A change is confirmed by the member (never by an admin acting as them) and announced by e-mail. */
export function BankSection() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const impersonated = useImpersonated();
  const { register, formState: { errors } } = useFormContext<ProfileValues>();

  return (
    <ProfileSection title={t('profile.sections.bank')} hint={t('profile.hints.bank')} testId="profile-bank">
      <ActingAsMemberNotice />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('fields.iban')}
          placeholder="ES00 0000 0000 0000 0000 0000"
          autoComplete="off"
          spellCheck={false}
          readOnly={impersonated}
          {...register('iban')}
          error={errorText(errors.iban)}
        />
        <TextInput label={t('fields.bic')} placeholder="XXXXESMMXXX" autoComplete="off" spellCheck={false} readOnly={impersonated} {...register('bic')} error={errorText(errors.bic)} />
      </SimpleGrid>
    </ProfileSection>
  );
}
