import { Button, Checkbox, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { CATALOGUE_LANGUAGES, JOURNEY_FAMILIES, JOURNEY_KINDS, travelInputSchema, type Travel, type TravelInput } from '@vo/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { domainResolver, placeServerError, useErrorText } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { useSaveTableItem } from '../api/save-table-item';
import { RESOURCE_CONFIG } from '../lib/catalogue-resources';
import { journeyFormValues, type JourneyFormValues } from '../lib/journey-form-values';

const resolver = domainResolver(travelInputSchema);
const TEXT_FIELDS = CATALOGUE_LANGUAGES.flatMap((l) => [`title.${l}`, `description.${l}`]);
const FIELDS = [...TEXT_FIELDS, 'family', 'kind', 'destination', 'country', 'departureOn', 'returnOn', 'bookingClosesOn', 'price', 'deposit', 'seats'];
const NUMBERS = ['price', 'deposit', 'seats'] as const;

function JourneyForm({ journey, onDone }: { journey: Travel | null; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSaveTableItem<Travel>(RESOURCE_CONFIG.journeys.base);
  const [formError, setFormError] = useState<unknown>(null);
  const { register, handleSubmit, formState, setError, control } = useForm<JourneyFormValues, unknown, TravelInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: journeyFormValues(journey ?? undefined),
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: journey?.id ?? null, body });
      toastSuccess(t('adminCatalogue.saved', { name: body.title.es }));
      onDone();
    } catch (error) {
      if (placeServerError(setError, error, FIELDS)) setFormError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="journey-form">
      <Stack gap="md">
        <ServerErrorAlert error={formError} />
        <Tabs defaultValue="es">
          <Tabs.List>
            {CATALOGUE_LANGUAGES.map((l) => (
              <Tabs.Tab key={l} value={l} color={errors.title?.[l] || errors.description?.[l] ? 'red' : undefined}>
                {t(`adminCatalogue.languages.${l}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {CATALOGUE_LANGUAGES.map((l) => (
            <Tabs.Panel key={l} value={l} pt="sm">
              <Stack gap="sm">
                <TextInput label={t('adminCatalogue.fields.title')} {...register(`title.${l}`)} error={errorText(errors.title?.[l])} />
                <Textarea label={t('adminCatalogue.fields.description')} autosize minRows={3} maxRows={10} {...register(`description.${l}`)} error={errorText(errors.description?.[l])} />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="family"
            render={({ field }) => (
              <Select
                label={t('adminCatalogue.columns.family')}
                data={JOURNEY_FAMILIES.map((f) => ({ value: f, label: t(`catalogue.families.${f}.title`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                allowDeselect={false}
                error={errorText(errors.family)}
              />
            )}
          />
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Select
                label={t('adminCatalogue.fields.kind')}
                data={JOURNEY_KINDS.map((k) => ({ value: k, label: t(`catalogue.kinds.${k}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                allowDeselect={false}
                error={errorText(errors.kind)}
              />
            )}
          />
          <TextInput label={t('adminCatalogue.columns.destination')} {...register('destination')} error={errorText(errors.destination)} />
          <TextInput label={t('adminCatalogue.fields.country')} maxLength={2} {...register('country')} error={errorText(errors.country)} />
          <TextInput type="date" label={t('catalogue.departure')} {...register('departureOn')} error={errorText(errors.departureOn)} />
          <TextInput type="date" label={t('catalogue.return')} {...register('returnOn')} error={errorText(errors.returnOn)} />
          <TextInput type="date" label={t('catalogue.bookingCloses')} {...register('bookingClosesOn')} error={errorText(errors.bookingClosesOn)} />
          {NUMBERS.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  label={t(`adminCatalogue.fields.${name}`)}
                  value={field.value as number}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v))}
                  onBlur={field.onBlur}
                  min={0}
                  decimalScale={name === 'seats' ? 0 : 2}
                  decimalSeparator=","
                  error={errorText(errors[name])}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Group gap="lg">
          <Checkbox label={t('adminCatalogue.fields.permSoc')} {...register('permSoc')} />
          <Checkbox label={t('adminCatalogue.fields.permDis')} {...register('permDis')} />
          <Checkbox label={t('adminCatalogue.fields.isActive')} {...register('isActive')} />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={formState.isSubmitting}>
            {t('adminCatalogue.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="journey-form-save">
            {t('adminCatalogue.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create (journey null) or edit a journey in a dialog; `opened` false closes it. */
export function JourneyFormModal({ opened, journey, onClose }: { opened: boolean; journey: Travel | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={journey ? t('adminCatalogue.editJourney') : t('adminCatalogue.newJourney')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {opened && <JourneyForm key={journey?.id ?? 'new'} journey={journey} onDone={onClose} />}
    </Modal>
  );
}
