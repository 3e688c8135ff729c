import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActingAsMember, useAdminSwitch } from '@/lib/use-admin-switch';

/** On every screen while an admin acts as a member: whose back office this is, and the way back. */
export function ActingAsBanner() {
  const { t } = useTranslation();
  const { acting, username, impersonatedBy } = useActingAsMember();
  const { backToAdmin } = useAdminSwitch();
  const [busy, setBusy] = useState(false);
  if (!acting) return null;

  const back = async () => {
    setBusy(true);
    try {
      await backToAdmin();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      role="status"
      bg="orange.1"
      radius={0}
      px="md"
      py={8}
      data-testid="acting-as-banner"
      // Edge to edge above the screen (out of the main area's padding), in sight under the header while it scrolls.
      style={{
        position: 'sticky',
        top: 'var(--app-shell-header-offset, 0rem)',
        zIndex: 100,
        margin: 'calc(var(--app-shell-padding) * -1) calc(var(--app-shell-padding) * -1) var(--app-shell-padding)',
        borderBottom: '1px solid var(--mantine-color-orange-4)',
      }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600} c="var(--mantine-color-orange-light-color)">
          {t('impersonation.banner', { username })}
          {impersonatedBy?.username && (
            <Text span size="sm" fw={400} c="var(--mantine-color-orange-light-color)">
              {' · '}
              {t('impersonation.by', { admin: impersonatedBy.username })}
            </Text>
          )}
        </Text>
        <Button size="compact-sm" color="orange" onClick={() => void back()} loading={busy} data-testid="back-to-admin">
          {t('impersonation.back')}
        </Button>
      </Group>
    </Paper>
  );
}
