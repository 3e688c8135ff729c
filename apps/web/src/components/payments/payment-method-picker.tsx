import { Group, Radio, Stack, Text } from '@mantine/core';
import { centsToEuros, WALLET_PAYMENT, type PaymentBy } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { formatEuros, formatNumber } from '@/lib/format';
import { INACTIVE, type PaymentOption } from '@/lib/payment-options';

interface Props {
  options: PaymentOption[];
  value: PaymentBy | null;
  onChange: (method: PaymentBy) => void;
  disabled?: boolean;
  /** The available wallet balance in cents, shown with the wallet. */
  walletCents?: number;
}

/** The checkout's payment methods as cards: the fee of each, and why one cannot be used; inactive providers in one line. */
export function PaymentMethodPicker({ options, value, onChange, disabled, walletCents }: Props) {
  const { t, i18n } = useTranslation();
  const euros = (cents: number) => formatEuros(centsToEuros(cents), i18n.language);
  const offered = options.filter((o) => o.reason?.key !== INACTIVE);
  const inactive = options.filter((o) => o.reason?.key === INACTIVE);

  const describe = (option: PaymentOption) => {
    if (option.reason) {
      return t(option.reason.key, Object.fromEntries(Object.entries(option.reason.amounts ?? {}).map(([k, cents]) => [k, euros(cents)])));
    }
    const { feeBp, baseFeeCents } = option.fee;
    const fee = !feeBp && !baseFeeCents ? t('checkout.methods.noFee') : t('checkout.methods.fee', { percent: formatNumber(feeBp / 100, i18n.language), base: euros(baseFeeCents) });
    return option.method === WALLET_PAYMENT && walletCents !== undefined ? `${fee} · ${t('checkout.methods.walletBalance', { amount: euros(walletCents) })}` : fee;
  };

  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as PaymentBy)} label={t('checkout.methods.title')} labelProps={{ fw: 600 }}>
      <Stack gap="xs" mt="xs">
        {offered.map((option) => {
          const off = disabled || !option.available;
          return (
            <Radio.Card
              key={option.method}
              value={option.method}
              disabled={off}
              radius="md"
              p="sm"
              data-testid={`method-${option.method}`}
              aria-label={t(`paymentMethods.${option.method}`)}
              style={{
                opacity: option.available ? 1 : 0.6,
                cursor: off ? 'not-allowed' : 'pointer',
                borderColor: value === option.method ? 'var(--mantine-primary-color-filled)' : undefined,
              }}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator disabled={off} />
                <div>
                  <Text fw={600}>{t(`paymentMethods.${option.method}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {describe(option)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
        {inactive.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="inactive-methods">
            {t(INACTIVE, { methods: inactive.map((o) => t(`paymentMethods.${o.method}`)).join(', ') })}
          </Text>
        )}
      </Stack>
    </Radio.Group>
  );
}
