import { Button, CloseButton, Group, Input, NumberInput, Stack } from '@mantine/core';
import { MONTHLY_PAYMENTS_MAX } from '@vo/domain';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/forms';

type Amount = number | string;

interface MonthlyPaymentsFieldProps {
  value: Amount[];
  onChange: (value: Amount[]) => void;
  onBlur: () => void;
  /** The list's own error (too many, no monthly fee), or one per entry as react-hook-form nests them. */
  error: FieldError | (FieldError | undefined)[] | undefined;
  decimalSeparator: string;
}

/**
 * A level's `monthlyPayments`: the fee of a member's 1st, 2nd... monthly payment, one amount per row, added and removed
 * in order (decision 114). The shared schema checks each amount and the length, as the server does.
 */
export function MonthlyPaymentsField({ value, onChange, onBlur, error, decimalSeparator }: MonthlyPaymentsFieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const entryErrors = Array.isArray(error) ? error : [];
  const listError = Array.isArray(error) ? undefined : error;
  const set = (index: number, amount: Amount) => onChange(value.map((old, i) => (i === index ? amount : old)));
  return (
    <Input.Wrapper
      label={t('planSettings.fields.monthlyPayments')}
      description={t('planSettings.memberships.scheduleHint', { max: MONTHLY_PAYMENTS_MAX })}
      error={errorText(listError)}
      data-testid="rate-monthlyPayments"
    >
      <Stack gap="xs" mt="xs">
        {value.map((amount, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <NumberInput
              style={{ flex: 1 }}
              label={t('planSettings.memberships.scheduleEntry', { n: index + 1 })}
              suffix=" €"
              decimalSeparator={decimalSeparator}
              allowNegative
              clampBehavior="none"
              hideControls
              value={amount}
              onChange={(next) => set(index, next)}
              onBlur={onBlur}
              error={errorText(entryErrors[index])}
              data-testid="schedule-amount"
            />
            <CloseButton
              size="lg"
              mt={26}
              aria-label={t('planSettings.memberships.scheduleRemove', { n: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              data-testid="schedule-remove"
            />
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          disabled={value.length >= MONTHLY_PAYMENTS_MAX}
          onClick={() => onChange([...value, 0])}
          data-testid="schedule-add"
        >
          {t('planSettings.memberships.scheduleAdd')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
