import { Button, Code, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from '@/features/account/two-factor/api/two-factor';
import { groupSecret } from '@/features/account/two-factor/lib/group-secret';

/** Step 1: scan the QR code, or type the secret by hand when the camera cannot be used. */
export function SecretDisplay({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="center">
      <Image src={setup.qrCode} alt={t('twoFactor.setup.qrAlt')} w={200} h={200} fit="contain" data-testid="two-factor-qr" />
      <Text size="sm" c="dimmed" ta="center">
        {t('twoFactor.setup.manual')}
      </Text>
      <Group gap="xs" justify="center">
        <Code fz="md" px="sm" py={6} style={{ wordBreak: 'break-word', textAlign: 'center' }} data-testid="two-factor-secret">
          {groupSecret(setup.secret)}
        </Code>
        <CopyButton value={setup.secret} timeout={2000}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : 'blue'} onClick={copy} aria-label={t('twoFactor.setup.copySecret')}>
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
