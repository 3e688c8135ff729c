import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/forms';
import { CountrySelect, StateSelect } from './address-selects';

/** The address part of a form's values (registration, profile): selects keep ids as strings. */
interface AddressValues {
  address1: string;
  address2?: string;
  city: string;
  postalCode: string;
  countryId: string;
  stateId?: string;
}

interface Props {
  countryPlaceholder?: string;
  statePlaceholder?: string;
  stateRequired?: boolean;
  /** The form's value for "no state" ('' or undefined, as its schema reads it). */
  noState: '' | undefined;
}

/** Street, city, postal code, country and, when the country has them, its states; inside any react-hook-form FormProvider. */
export function AddressFields({ countryPlaceholder, statePlaceholder, stateRequired = false, noState }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { register, control, setValue, formState: { errors } } = useFormContext<AddressValues>();
  const countryId = Number(useWatch({ control, name: 'countryId' })) || undefined;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <TextInput label={t('fields.address1')} autoComplete="address-line1" required {...register('address1')} error={errorText(errors.address1)} />
      <TextInput label={t('fields.address2')} autoComplete="address-line2" {...register('address2')} error={errorText(errors.address2)} />
      <TextInput label={t('fields.city')} autoComplete="address-level2" required {...register('city')} error={errorText(errors.city)} />
      <TextInput label={t('fields.postalCode')} autoComplete="postal-code" required {...register('postalCode')} error={errorText(errors.postalCode)} />
      <Controller
        control={control}
        name="countryId"
        render={({ field }) => (
          <CountrySelect
            label={t('fields.countryId')}
            placeholder={countryPlaceholder}
            required
            value={field.value}
            onChange={(value) => {
              field.onChange(value ?? '');
              // A state of the previous country would be refused.
              setValue('stateId', noState, { shouldDirty: true });
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={errorText(errors.countryId)}
          />
        )}
      />
      <Controller
        control={control}
        name="stateId"
        render={({ field }) => (
          <StateSelect
            countryId={countryId}
            label={t('fields.stateId')}
            placeholder={statePlaceholder}
            required={stateRequired}
            clearable={!stateRequired}
            clearButtonProps={{ 'aria-label': t('common.clear') }}
            value={field.value}
            onChange={(value) => field.onChange(value ?? noState)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={errorText(errors.stateId)}
          />
        )}
      />
    </SimpleGrid>
  );
}
