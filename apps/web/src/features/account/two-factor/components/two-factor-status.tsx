import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format';
import type { TwoFactorState } from '@/features/account/two-factor/api/two-factor';

/** On since when and how many recovery codes are left, or off. */
export function TwoFactorStatus({ state }: { state: TwoFactorState | null }) {
  const { t, i18n } = useTranslation();
  const on = state?.enabled === true;
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text fw={600}>{t('twoFactor.status.label')}</Text>
        <Badge color={on ? 'teal' : 'gray'} variant="light" size="lg" tt="none" data-testid="two-factor-state">
          {on ? t('twoFactor.status.on') : t('twoFactor.status.off')}
        </Badge>
      </Group>
      {on && state.enabledAt && (
        <Text size="sm" c="dimmed">
          {t('twoFactor.status.since', { date: formatDay(state.enabledAt, i18n.language, { dateStyle: 'long' }) })}
        </Text>
      )}
      {on && (
        <Text size="sm" c={state.recoveryCodesLeft > 2 ? 'dimmed' : 'orange'} data-testid="recovery-codes-left">
          {t('twoFactor.status.codesLeft', { count: state.recoveryCodesLeft })}
        </Text>
      )}
      {!on && (
        <Text size="sm" c="dimmed">
          {t('twoFactor.status.offText')}
        </Text>
      )}
    </Stack>
  );
}
