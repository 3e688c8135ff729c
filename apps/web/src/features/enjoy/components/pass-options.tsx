import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

interface Props {
  options: number[];
  /** Enjoy Points the member holds; an option above it cannot be chosen. */
  balance: number;
  value: number | null;
  onChange: (passes: number) => void;
  disabled?: boolean;
}

/** Spec section 9: 50, 100 or 200 passes for the same number of Enjoy Points, as cards to pick from. */
export function PassOptions({ options, balance, value, onChange, disabled = false }: Props) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Radio.Group value={value === null ? null : String(value)} onChange={(v) => onChange(Number(v))} label={t('enjoy.pass.choose')}>
      <SimpleGrid cols={{ base: 1, xs: Math.min(options.length, 3) }} spacing="sm" mt="xs">
        {options.map((passes) => {
          // One Enjoy Point per pass (docs/decisions/024-enjoy-pass-paid-with-enjoy-points.md).
          const missing = passes - balance;
          return (
            <Radio.Card
              key={passes}
              value={String(passes)}
              radius="md"
              p="md"
              disabled={disabled || missing > 0}
              data-testid={`pass-option-${passes}`}
              aria-describedby={missing > 0 ? `pass-option-${passes}-missing` : undefined}
              style={{ display: 'flex', alignItems: 'flex-start', opacity: missing > 0 ? 0.6 : 1, cursor: missing > 0 ? 'not-allowed' : 'pointer' }}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={4} disabled={disabled || missing > 0} />
                <Stack gap={2}>
                  <Text fw={700} fz="xl">
                    {t('enjoy.pass.passes', { passes: n(passes) })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('enjoy.pass.costs', { points: n(passes) })}
                  </Text>
                  {missing > 0 && (
                    <Text size="xs" c="orange" id={`pass-option-${passes}-missing`}>
                      {t('enjoy.pass.missing', { points: n(missing) })}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
