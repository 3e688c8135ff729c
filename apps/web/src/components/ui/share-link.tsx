import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A read-only link with its copy button. */
export function ShareLink({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label={label} value={value} readOnly style={{ flex: 1, minWidth: 0 }} data-testid={testId} onFocus={(e) => e.currentTarget.select()} />
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Button variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : 'blue'} onClick={copy} aria-label={`${t('common.copy')}: ${label}`} miw={96}>
            {copied ? t('common.copied') : t('common.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
