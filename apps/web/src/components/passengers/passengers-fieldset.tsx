import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { MAX_PASSENGERS } from '@vo/domain';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { DayField } from '@/components/ui/day-field';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/ui/address-selects';
import { useErrorText } from '@/lib/forms';
import { canAddPassenger, emptyPassenger, isMinorPassenger, type PassengersFormShape } from './passenger-values';

interface Props {
  /** The day the booked thing starts: a passenger under 18 on it is a minor. */
  startsOn?: string;
}

/**
 * Spec section 3 passengers of a booking, inside a react-hook-form FormProvider whose values hold
 * `passengers`: the first is the holder (mobile and e-mail required), then up to MAX_PASSENGERS - 1 companions.
 */
export function PassengersFieldset({ startsOn }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, register, formState } = useFormContext<PassengersFormShape>();
  const { fields, append, remove } = useFieldArray({ control, name: 'passengers' });
  const birthDates = useWatch({ control, name: 'passengers' })?.map((p) => p?.birthDate ?? '') ?? [];
  const errors = formState.errors.passengers;

  return (
    <Stack gap="sm" data-testid="passengers-fieldset">
      {fields.map((field, index) => {
        const own = errors?.[index];
        const holder = index === 0;
        const heading = holder ? t('reservations.passengers.holder') : t('reservations.passengers.companion', { number: index + 1 });
        return (
          <Paper key={field.id} withBorder p="md" radius="md" role="group" aria-labelledby={`${field.id}-heading`} data-testid={`passenger-${index}`}>
            <Group justify="space-between" mb="sm" wrap="nowrap">
              <Group gap="xs">
                <Title order={3} size="h5" id={`${field.id}-heading`}>
                  {heading}
                </Title>
                {isMinorPassenger(birthDates[index] ?? '', startsOn) && (
                  <Badge color="grape" variant="light" data-testid={`passenger-${index}-minor`}>
                    {t('reservations.passengers.minor')}
                  </Badge>
                )}
              </Group>
              {!holder && (
                <Button variant="subtle" color="red" size="compact-sm" onClick={() => remove(index)} aria-label={t('reservations.passengers.removeNamed', { name: heading })}>
                  {t('reservations.passengers.remove')}
                </Button>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('fields.name')} required autoComplete={holder ? 'name' : 'off'} {...register(`passengers.${index}.name`)} error={errorText(own?.name)} />
              <TextInput label={t('fields.dni')} {...register(`passengers.${index}.dni`)} error={errorText(own?.dni)} />
              <TextInput label={t('fields.mobile')} required={holder} type="tel" autoComplete={holder ? 'tel' : 'off'} {...register(`passengers.${index}.mobile`)} error={errorText(own?.mobile)} />
              <TextInput label={t('fields.email')} required={holder} type="email" autoComplete={holder ? 'email' : 'off'} {...register(`passengers.${index}.email`)} error={errorText(own?.email)} />
              <DayField control={control} name={`passengers.${index}.birthDate`} label={t('fields.birthDate')} required error={errorText(own?.birthDate)} />
              <Controller
                control={control}
                name={`passengers.${index}.country`}
                render={({ field: country }) => (
                  <CountrySelect
                    label={t('reservations.passengers.country')}
                    valueBy="code"
                    value={country.value}
                    onChange={(v) => country.onChange(v ?? '')}
                    onBlur={country.onBlur}
                    clearable
                    error={errorText(own?.country)}
                  />
                )}
              />
            </SimpleGrid>
            <Textarea mt="sm" label={t('reservations.passengers.comments')} autosize minRows={1} maxRows={4} {...register(`passengers.${index}.comments`)} error={errorText(own?.comments)} />
          </Paper>
        );
      })}
      {errors?.message && <Text c="red" size="sm">{errorText(errors)}</Text>}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('reservations.passengers.count', { count: fields.length, max: MAX_PASSENGERS })}
        </Text>
        <Button variant="light" onClick={() => append(emptyPassenger())} disabled={!canAddPassenger(fields.length)} data-testid="add-companion">
          {t('reservations.passengers.add')}
        </Button>
      </Group>
    </Stack>
  );
}
