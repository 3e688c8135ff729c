import { Checkbox, Paper } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MemberShip } from '@/api/memberships';
import { formatEuros } from '@/lib/format';
import type { RegistrationValues } from '@/features/registration/lib/registration-form';
import { takesOffer } from '@/features/registration/lib/special-offer';

/** The chosen level's special offer of today, which the newcomer takes by ticking it (decision 117). */
export function SpecialOfferChoice({ level }: { level: MemberShip }) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<RegistrationValues>();
  const offer = level.specialOffer;
  if (!offer) return null;
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-green-light)">
      <Controller
        control={control}
        name="specialOfferId"
        render={({ field }) => (
          <Checkbox
            checked={takesOffer(level, field.value)}
            onChange={(event) => field.onChange(event.currentTarget.checked ? offer.id : undefined)}
            label={t('registration.takeOffer', {
              amount: formatEuros(offer.registrationPrice, i18n.language),
              regular: formatEuros(level.positionAmount, i18n.language),
            })}
            data-testid="special-offer-take"
          />
        )}
      />
    </Paper>
  );
}
