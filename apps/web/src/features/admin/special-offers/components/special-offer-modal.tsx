import { Checkbox, Modal, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { specialOfferCreateSchema, type SpecialOfferCreate, type SpecialOfferCreateInput } from '@vo/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMemberships } from '@/api/memberships';
import { DayInput } from '@/components/ui/day-input';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { formatEuros } from '@/lib/format';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { useSaveSpecialOffer, type SpecialOffer } from '@/features/admin/special-offers/api/special-offers';

const resolver = domainResolver(specialOfferCreateSchema);
const FIELDS = ['membershipId', 'registrationPrice', 'validFrom', 'validTo', 'active'] as const;
const DAY_FIELDS = [['validFrom', 'specialOffers.from'], ['validTo', 'specialOffers.to']] as const;

const valuesOf = (offer: SpecialOffer | null): Partial<SpecialOfferCreateInput> =>
  offer
    ? { membershipId: offer.membership.id, registrationPrice: offer.registrationPrice, validFrom: offer.validFrom, validTo: offer.validTo, active: offer.active }
    : { validFrom: '', validTo: '', active: true };

/** The paid levels of both plans, to choose the one an offer discounts (a free level has nothing to discount). */
function useLevelOptions() {
  const { t, i18n } = useTranslation();
  const levels = useMemberships({});
  return (levels.data ?? []).filter((m) => m.positionAmount > 0).map((m) => ({
    value: String(m.id),
    label: `${m.name} · ${t(`membershipTypes.${m.type}`)} · ${formatEuros(m.positionAmount, i18n.language)}`,
  }));
}

/** A new offer, or an existing one's figures (its level stays). Bounds are the shared schema's, as on the server. */
function SpecialOfferForm({ offer, onDone }: { offer: SpecialOffer | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const save = useSaveSpecialOffer();
  const levels = useLevelOptions();
  const { control, handleSubmit, formState, setError } = useForm<SpecialOfferCreateInput, unknown, SpecialOfferCreate>({
    resolver, mode: 'onTouched', defaultValues: valuesOf(offer),
  });

  const { formError, guard } = useServerForm(setError, FIELDS);
  const onSubmit = handleSubmit(guard(async ({ membershipId, ...figures }) => {
    await save.mutateAsync(offer ? { id: offer.id, offer: figures } : { id: null, offer: { membershipId, ...figures } });
    toastSuccess(t('specialOffers.saved'));
    onDone();
  }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ServerErrorAlert error={formError} />
        <Controller
          name="membershipId"
          control={control}
          render={({ field, fieldState }) => (
            <Select
              label={t('specialOffers.level')}
              placeholder={t('specialOffers.chooseLevel')}
              data={levels}
              disabled={offer !== null}
              required
              value={field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText(fieldState.error)}
              data-testid="special-offer-level"
            />
          )}
        />
        <Controller
          name="registrationPrice"
          control={control}
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('specialOffers.price')}
              suffix=" €"
              decimalSeparator={i18n.language === 'en' ? '.' : ','}
              clampBehavior="none"
              hideControls
              name={field.name}
              value={field.value as number | string | undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText(fieldState.error)}
              data-testid="special-offer-price"
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {DAY_FIELDS.map(([name, label]) => (
            <Controller
              key={name}
              name={name}
              control={control}
              render={({ field, fieldState }) => (
                <DayInput
                  label={t(label)}
                  required
                  value={field.value as string}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorText(fieldState.error)}
                  data-testid={`special-offer-${name}`}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Controller
          name="active"
          control={control}
          render={({ field, fieldState }) => (
            <Checkbox
              label={t('specialOffers.active')}
              description={t('specialOffers.activeHint')}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              error={errorText(fieldState.error)}
              data-testid="special-offer-active"
            />
          )}
        />
        <DialogActions onKeep={onDone} keepLabel={t('specialOffers.cancel')} submitLabel={t('specialOffers.save')} pending={formState.isSubmitting} submitTestId="special-offer-save" />
      </Stack>
    </form>
  );
}

/** The dialog of a new offer (`offer` null) or of one being edited; closed when `opened` is false. */
export function SpecialOfferModal({ opened, offer, onClose }: { opened: boolean; offer: SpecialOffer | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t(offer ? 'specialOffers.editTitle' : 'specialOffers.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <SpecialOfferForm key={offer?.id ?? 'new'} offer={offer} onDone={onClose} />}
    </Modal>
  );
}
