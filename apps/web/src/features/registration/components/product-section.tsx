import { Alert, Fieldset, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { USER_TYPES } from '@vo/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MemberShip } from '@/api/memberships';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDay, formatEuros } from '@/lib/format';
import { useErrorText } from '@/lib/forms';
import { useTaxLabel } from '@/lib/settings';
import type { RegistrationValues } from '@/features/registration/lib/registration-form';
import { signUpLevel } from '@/features/registration/lib/special-offer';
import { RegistrationPayment } from './registration-payment';
import { SpecialOfferChoice } from './special-offer-choice';

interface Props {
  memberships: MemberShip[] | undefined;
  loading: boolean;
  error: unknown;
  selected: MemberShip | undefined;
  onTypeChange: () => void;
}

/** User type, membership (name and registration amount before tax; the `pre` level is free) and, when it costs money, how to pay. */
export function ProductSection({ memberships, loading, error, selected, onTypeChange }: Props) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { control, formState } = useFormContext<RegistrationValues>();
  const { errors } = formState;
  const taxLabel = useTaxLabel();
  const specialOfferId = useWatch({ control, name: 'specialOfferId' });

  return (
    <Fieldset legend={t('registration.sections.product')} radius="md">
      <Stack gap="md">
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Radio.Group
              label={t('fields.type')}
              value={field.value ?? 'product'}
              onChange={(value) => {
                field.onChange(value);
                onTypeChange();
              }}
            >
              <Group gap="lg" mt={6}>
                {USER_TYPES.map((type) => (
                  <Radio key={type} value={type} label={t(`membershipTypes.${type}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        {loading && <PageLoader h={80} />}
        <ErrorAlert error={error} />
        {memberships && memberships.length === 0 && (
          <Alert color="yellow" variant="light">
            {t('registration.noMemberships')}
          </Alert>
        )}
        {memberships && memberships.length > 0 && (
          <Controller
            control={control}
            name="membershipId"
            render={({ field }) => (
              <Radio.Group label={t('fields.membershipId')} required value={field.value} onChange={field.onChange} error={errorText(errors.membershipId)}>
                <SimpleGrid cols={{ base: 2, md: 3 }} spacing="xs" mt={6}>
                  {memberships.map((m) => (
                    <Radio.Card key={m.id} value={String(m.id)} radius="md" p="sm" data-testid={`membership-${m.level}`}>
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Radio.Indicator />
                        <div>
                          <Text fw={600} tt="capitalize">
                            {m.name}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {m.positionAmount > 0
                              ? t('registration.registrationAmount', { amount: formatEuros(m.positionAmount, i18n.language), tax: taxLabel })
                              : t('registration.free')}
                          </Text>
                          {m.specialOffer && (
                            <Text size="sm" fw={600} c="teal.9" data-testid="special-offer">
                              {t('registration.specialOffer', {
                                amount: formatEuros(m.specialOffer.registrationPrice, i18n.language),
                                tax: taxLabel,
                                until: formatDay(m.specialOffer.validTo, i18n.language, { day: '2-digit', month: '2-digit' }),
                              })}
                            </Text>
                          )}
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
        )}
        {selected && <SpecialOfferChoice level={selected} />}
        {selected && selected.positionAmount > 0 && <RegistrationPayment membership={signUpLevel(selected, specialOfferId)} />}
      </Stack>
    </Fieldset>
  );
}
