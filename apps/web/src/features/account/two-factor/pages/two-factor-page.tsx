import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me-query';
import { ActingAsMemberNotice, useImpersonated } from '@/components/ui/acting-as-member-notice';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useSetupTwoFactor, useTwoFactor, type TwoFactorSetup } from '@/features/account/two-factor/api/two-factor';
import { DisableTwoFactorForm } from '@/features/account/two-factor/components/disable-two-factor-form';
import { EnableTwoFactorCard } from '@/features/account/two-factor/components/enable-two-factor-card';
import { RecoveryCodesCard } from '@/features/account/two-factor/components/recovery-codes-card';
import { TwoFactorStatus } from '@/features/account/two-factor/components/two-factor-status';

/** What the screen shows besides the state: nothing, a new secret to scan, the codes just issued, or the "off" form. */
type Step = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'disable' };

/**
 * My account → two-factor authentication (issue 6, DESIGN.md section 4): TOTP turned on with a QR code and a
 * first code, the recovery codes shown once, turned off with a code. The login then asks for the code.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const state = useTwoFactor();
  const setup = useSetupTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const impersonated = useImpersonated();
  const me = useMe();
  const idle = () => setStep({ kind: 'idle' });

  if (state.isPending) return <PageLoader />;
  if (state.isError) return <ErrorAlert error={state.error} />;
  const enabled = state.data?.enabled === true;
  const start = () => setup.mutate(undefined, { onSuccess: (data) => setStep({ kind: 'setup', setup: data }) });

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')} />
      <ActingAsMemberNotice />
      {me.data?.twoFactorRequired && (
        <Alert color="orange" variant="light" data-testid="two-factor-required">
          {t('twoFactor.requiredForAdmins')}
        </Alert>
      )}
      {step.kind === 'codes' ? (
        <RecoveryCodesCard codes={step.codes} onDone={idle} />
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <TwoFactorStatus state={state.data} />
            <ServerErrorAlert error={setup.error} />
            {step.kind === 'disable' && enabled ? (
              <DisableTwoFactorForm onClose={idle} />
            ) : (
              step.kind === 'idle' && !impersonated && (
                <Group justify="flex-end">
                  {enabled ? (
                    <Button variant="light" color="red" onClick={() => setStep({ kind: 'disable' })} data-testid="two-factor-turn-off">
                      {t('twoFactor.turnOff')}
                    </Button>
                  ) : (
                    <Button onClick={start} loading={setup.isPending} data-testid="two-factor-turn-on">
                      {t('twoFactor.turnOn')}
                    </Button>
                  )}
                </Group>
              )
            )}
          </Stack>
        </Card>
      )}
      {step.kind === 'setup' && !enabled && <EnableTwoFactorCard setup={step.setup} onEnabled={(codes) => setStep({ kind: 'codes', codes })} onCancel={idle} />}
    </Stack>
  );
}

export { TwoFactorPage as Component };
