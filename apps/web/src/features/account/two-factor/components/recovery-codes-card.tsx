import { Alert, Button, Card, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/api/download';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from '@/features/account/two-factor/lib/recovery-codes-file';

/** The ten recovery codes, shown this once only: the server keeps just their hashes. */
export function RecoveryCodesCard({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = recoveryCodesText(t('twoFactor.recovery.fileHeading'), codes);
  const download = () => saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE_NAME);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="two-factor-recovery-codes">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('twoFactor.recovery.title')}
        </Title>
        <Alert color="yellow" variant="light">
          {t('twoFactor.recovery.warning')}
        </Alert>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" maw={420} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fz="md" data-testid="recovery-code">
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <CopyButton value={codes.join('\n')} timeout={2000}>
              {({ copied, copy }) => (
                <Button variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : 'blue'} onClick={copy}>
                  {copied ? t('common.copied') : t('twoFactor.recovery.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="light" onClick={download}>
              {t('twoFactor.recovery.download')}
            </Button>
          </Group>
          <Button onClick={onDone} data-testid="recovery-codes-saved">
            {t('twoFactor.recovery.saved')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
