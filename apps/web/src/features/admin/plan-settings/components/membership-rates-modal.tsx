import { Modal, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { MEMBERSHIP_RATE_FIELDS, membershipRatesSchema, UNILEVEL_LEVELS, type MembershipRates, type MembershipRatesInput } from '@vo/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import type { AdminMembership } from '@/features/admin/plan-settings/api/get-admin-memberships';
import { useUpdateMembershipRates } from '@/features/admin/plan-settings/api/update-membership-rates';
import { MonthlyPaymentsField } from '@/features/admin/plan-settings/components/monthly-payments-field';
import { RATE_FIELD_KINDS, type RateField } from '@/features/admin/plan-settings/lib/use-rate-format';

const resolver = domainResolver(membershipRatesSchema);
const NUMBER_FIELDS = MEMBERSHIP_RATE_FIELDS.filter((field) => ['euros', 'percent', 'count'].includes(RATE_FIELD_KINDS[field]));
const FLAG_FIELDS = MEMBERSHIP_RATE_FIELDS.filter((field) => RATE_FIELD_KINDS[field] === 'flag');

/** The editable figures of a level, as the form starts with them. */
const valuesOf = (m: AdminMembership): MembershipRatesInput =>
  Object.fromEntries(MEMBERSHIP_RATE_FIELDS.map((field) => [field, m[field]])) as MembershipRatesInput;

/**
 * Edits one level's amounts and rates. Bounds are the shared schema's (the server applies the same), so a
 * value out of range shows its translated message instead of being silently corrected.
 */
function MembershipRatesForm({ membership, onDone }: { membership: AdminMembership; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateMembershipRates();
  const { control, handleSubmit, formState, setError } = useForm<MembershipRatesInput, unknown, MembershipRates>({ resolver, mode: 'onTouched', defaultValues: valuesOf(membership) });
  const decimalSeparator = i18n.language === 'en' ? '.' : ',';

  const { formError, guard } = useServerForm(setError, MEMBERSHIP_RATE_FIELDS);
  const onSubmit = handleSubmit(guard(async (rates) => {
    await update.mutateAsync({ id: membership.id, rates });
    toastSuccess(t('planSettings.memberships.saved', { name: membership.name }));
    onDone();
  }));

  const suffix = (field: RateField) => (RATE_FIELD_KINDS[field] === 'euros' ? ' €' : RATE_FIELD_KINDS[field] === 'percent' ? ' %' : undefined);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ServerErrorAlert error={formError} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {NUMBER_FIELDS.map((field) => (
            <Controller
              key={field}
              name={field}
              control={control}
              render={({ field: input, fieldState }) => (
                <NumberInput
                  label={t(`planSettings.fields.${field}`)}
                  description={field === 'unilevelDepth' ? t('planSettings.memberships.depthHint', { max: UNILEVEL_LEVELS }) : undefined}
                  suffix={suffix(field)}
                  decimalSeparator={decimalSeparator}
                  allowNegative
                  clampBehavior="none"
                  hideControls
                  name={input.name}
                  value={input.value as number | string}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  ref={input.ref}
                  error={errorText(fieldState.error)}
                  data-testid={`rate-${field}`}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Controller
          name="monthlyPayments"
          control={control}
          render={({ field: input, fieldState }) => (
            <MonthlyPaymentsField
              value={input.value as (number | string)[]}
              onChange={input.onChange}
              onBlur={input.onBlur}
              error={fieldState.error}
              decimalSeparator={decimalSeparator}
            />
          )}
        />
        {FLAG_FIELDS.map((field) => (
          <Controller
            key={field}
            name={field}
            control={control}
            render={({ field: input, fieldState }) => (
              <Switch
                label={t(`planSettings.fields.${field}`)}
                checked={Boolean(input.value)}
                onChange={(e) => input.onChange(e.currentTarget.checked)}
                error={errorText(fieldState.error)}
                data-testid={`rate-${field}`}
              />
            )}
          />
        ))}
        <Text size="xs" c="dimmed">
          {t('planSettings.memberships.nextRunNote')}
        </Text>
        <DialogActions onKeep={onDone} keepLabel={t('planSettings.cancel')} submitLabel={t('planSettings.save')} pending={formState.isSubmitting} submitTestId="membership-rates-save" />
      </Stack>
    </form>
  );
}

/** The level being edited in a dialog; closed when `membership` is null. */
export function MembershipRatesModal({ membership, onClose }: { membership: AdminMembership | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={membership !== null}
      onClose={onClose}
      centered
      size="lg"
      title={membership && t('planSettings.memberships.levelName', { name: membership.name, type: t(`membershipTypes.${membership.type}`), level: membership.level })}
    >
      {membership && <MembershipRatesForm key={membership.id} membership={membership} onDone={onClose} />}
    </Modal>
  );
}
