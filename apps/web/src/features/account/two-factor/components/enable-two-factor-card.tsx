import { Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { enableTwoFactorSchema } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useEnableTwoFactor, type TwoFactorSetup } from '@/features/account/two-factor/api/two-factor';
import { CodeField } from './code-field';
import { SecretDisplay } from './secret-display';
import { useCodeForm } from './use-code-form';

/** Turning it on: scan the new secret, then prove it works with the first code (DESIGN.md section 4). */
export function EnableTwoFactorCard({ setup, onEnabled, onCancel }: { setup: TwoFactorSetup; onEnabled: (recoveryCodes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const enable = useEnableTwoFactor();
  const { register, onSubmit, formState } = useCodeForm(enableTwoFactorSchema, enable, (result) => {
    toastSuccess(t('twoFactor.enabledToast'));
    onEnabled(result.recoveryCodes);
  });
  const apiError = enable.error && !formState.errors.code ? enable.error : null;

  return (
    <Card withBorder radius="md" padding="lg" data-testid="two-factor-setup">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('twoFactor.setup.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <SecretDisplay setup={setup} />
          <form noValidate onSubmit={onSubmit}>
            <Stack gap="md">
              <List type="ordered" size="sm" spacing="xs">
                <List.Item>{t('twoFactor.setup.step1')}</List.Item>
                <List.Item>{t('twoFactor.setup.step2')}</List.Item>
                <List.Item>{t('twoFactor.setup.step3')}</List.Item>
              </List>
              <CodeField
                label={t('twoFactor.codeLabel')}
                description={t('twoFactor.setup.codeHint')}
                placeholder="123456"
                required
                {...register('code')}
                error={errorText(formState.errors.code)}
                data-testid="two-factor-code"
              />
              <ServerErrorAlert error={apiError} />
              <Text size="xs" c="dimmed">
                {t('twoFactor.setup.recoveryNote')}
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={onCancel}>
                  {t('twoFactor.cancel')}
                </Button>
                <Button type="submit" loading={enable.isPending} data-testid="two-factor-enable">
                  {t('twoFactor.setup.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
