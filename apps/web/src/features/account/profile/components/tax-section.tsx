import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PROFILE_USER_TYPES, withholdsIrpf } from '@vo/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useErrorText } from '@/lib/forms';
import type { ProfileValues } from '@/features/account/profile/lib/profile-form';
import { ProfileSection } from './profile-section';

/**
 * Individual, freelancer or company (spec section 3): companies give their name and VAT number; an individual
 * has IRPF withheld from payouts at the rate of their saved country of residence.
 */
export function TaxSection({ irpfRate }: { irpfRate: number }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { register, control, formState: { errors } } = useFormContext<ProfileValues>();
  const userType = useWatch({ control, name: 'userType' });
  const company = userType === 'company';

  return (
    <ProfileSection title={t('profile.sections.tax')} hint={t('profile.hints.tax')} testId="profile-tax">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="profile-user-type">
          {t('fields.userType')}
        </Text>
        <Controller
          control={control}
          name="userType"
          render={({ field }) => (
            <SegmentedControl
              aria-labelledby="profile-user-type"
              data={PROFILE_USER_TYPES.map((type) => ({ value: type, label: t(`profile.userTypes.${type}`) }))}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              fullWidth
              data-testid="profile-user-type"
            />
          )}
        />
      </Stack>
      {withholdsIrpf(userType) ? (
        <Text size="sm" data-testid="profile-irpf">
          {t('profile.irpfIndividual', { rate: formatNumber(irpfRate, i18n.language) })}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label={company ? t('fields.companyName') : t('profile.tradeName')}
              autoComplete="organization"
              required={company}
              {...register('companyName')}
              error={errorText(errors.companyName)}
            />
            <TextInput label={t('fields.companyVat')} required={company} {...register('companyVat')} error={errorText(errors.companyVat)} />
          </SimpleGrid>
          <Text size="sm" data-testid="profile-irpf">
            {t('profile.irpfNone')}
          </Text>
        </>
      )}
    </ProfileSection>
  );
}
