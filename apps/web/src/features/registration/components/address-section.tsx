import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../lib/format';
import { useErrorText } from '../../../lib/forms';
import { countryName, useCountries } from '../api/get-countries';
import { useStates } from '../api/get-states';
import type { RegistrationValues } from '../registration-form';

export function AddressSection() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { register, control, formState, setValue } = useFormContext<RegistrationValues>();
  const { errors } = formState;
  const countries = useCountries();
  const countryId = Number(useWatch({ control, name: 'countryId' })) || undefined;
  const states = useStates(countryId);

  const countryOptions = useMemo(() => {
    const collator = new Intl.Collator(localeOf(i18n.language));
    return (countries.data ?? [])
      .map((c) => ({ value: String(c.id), label: countryName(c, i18n.language) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries.data, i18n.language]);
  const stateOptions = (states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <Fieldset legend={t('registration.sections.address')} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('fields.address1')} autoComplete="address-line1" required {...register('address1')} error={errorText(errors.address1)} />
        <TextInput label={t('fields.address2')} autoComplete="address-line2" {...register('address2')} error={errorText(errors.address2)} />
        <TextInput label={t('fields.city')} autoComplete="address-level2" required {...register('city')} error={errorText(errors.city)} />
        <TextInput label={t('fields.postalCode')} autoComplete="postal-code" required {...register('postalCode')} error={errorText(errors.postalCode)} />
        <Controller
          control={control}
          name="countryId"
          render={({ field }) => (
            <Select
              label={t('fields.countryId')}
              placeholder={countries.isPending ? t('common.loading') : t('registration.chooseCountry')}
              data={countryOptions}
              searchable
              required
              nothingFoundMessage={t('common.nothingFound')}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                setValue('stateId', undefined);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={errorText(errors.countryId)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {stateOptions.length > 0 && (
          <Controller
            control={control}
            name="stateId"
            render={({ field }) => (
              <Select
                label={t('fields.stateId')}
                placeholder={t('registration.chooseState')}
                data={stateOptions}
                searchable
                required
                nothingFoundMessage={t('common.nothingFound')}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={errorText(errors.stateId)}
              />
            )}
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
