import { Fieldset, Group, Radio, Stack, TextInput } from '@mantine/core';
import { DEFAULT_LEG_CHOICES } from '@vo/domain';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/forms';
import type { Sponsor } from '@/features/registration/api/get-sponsor';
import type { RegistrationValues } from '@/features/registration/lib/registration-form';

const DEFAULT_POSITION = 'default';

interface Props {
  /** The sponsor came in the registration link: shown, not editable. */
  locked: boolean;
  sponsor: Sponsor | undefined;
  checkingSponsor: boolean;
  onSponsorBlur: () => void;
  onUplineBlur: () => void;
  /** The office's explanations, said to the sponsor rather than to the newcomer. */
  hints?: NetworkHints;
}

/** What the office says under the placement choice (the member's own default leg) and the upline field. */
export interface NetworkHints {
  placement: ReactNode;
  upline: string;
}

export function NetworkSection({ locked, sponsor, checkingSponsor, onSponsorBlur, onUplineBlur, hints }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { register, control, formState } = useFormContext<RegistrationValues>();
  const { errors } = formState;
  const leg = sponsor?.defaultLeg ? t(`registration.legNames.${sponsor.defaultLeg}`, { defaultValue: sponsor.defaultLeg }) : undefined;
  const sponsorDescription = checkingSponsor
    ? t('registration.checking')
    : sponsor
      ? t('registration.sponsorName', { name: sponsor.name || sponsor.username, username: sponsor.username })
      : locked
        ? undefined
        : t('registration.sponsorHint');

  return (
    <Fieldset legend={t('registration.sections.network')} radius="md">
      <Stack gap="sm">
        <TextInput
          label={t('fields.sponsor')}
          description={sponsorDescription}
          readOnly={locked}
          required
          variant={locked ? 'filled' : 'default'}
          {...register('sponsor', { onBlur: locked ? undefined : onSponsorBlur })}
          error={errorText(errors.sponsor)}
          data-testid="sponsor-input"
        />
        <Controller
          control={control}
          name="position"
          render={({ field }) => (
            <Radio.Group
              label={t('fields.position')}
              description={hints?.placement}
              value={field.value ?? DEFAULT_POSITION}
              onChange={(value) => field.onChange(value === 'left' || value === 'right' ? value : undefined)}
              error={errorText(errors.position)}
            >
              <Group gap="lg" mt={6}>
                <Radio value={DEFAULT_POSITION} label={leg ? t('registration.placement.defaultWithLeg', { leg }) : t('registration.placement.default')} />
                <Radio value="left" label={t('registration.legs.left')} />
                <Radio value="right" label={t('registration.legs.right')} />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="defaultLeg"
          render={({ field }) => (
            <Radio.Group
              label={t('fields.defaultTeam')}
              description={t('registration.defaultTeamHint')}
              value={field.value ?? 'left'}
              onChange={(value) => field.onChange(value)}
              error={errorText(errors.defaultLeg)}
            >
              <Group gap="lg" mt={6}>
                {DEFAULT_LEG_CHOICES.map((choice) => (
                  <Radio key={choice} value={choice} label={t(`registration.teams.${choice}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label={t('fields.uplineUser')}
          description={hints?.upline ?? t('registration.uplineHint')}
          {...register('uplineUser', { onBlur: onUplineBlur })}
          error={errorText(errors.uplineUser)}
        />
      </Stack>
    </Fieldset>
  );
}
