import { Alert, Button, Group, Stack } from '@mantine/core';
import type { Profile } from '@vo/domain';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useMe } from '@/api/me-query';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { DocumentsSection } from '@/features/account/profile/components/documents-section';
import { useMyProfile, type MemberProfile } from '@/api/get-profile';
import { useSaveProfile, type BankChangeProof } from '@/features/account/profile/api/save-profile';
import { AddressSection } from '@/features/account/profile/components/address-section';
import { BankSection } from '@/features/account/profile/components/bank-section';
import { ConfirmBankChangeModal } from '@/features/account/profile/components/confirm-bank-change-modal';
import { PersonalSection } from '@/features/account/profile/components/personal-section';
import { TaxSection } from '@/features/account/profile/components/tax-section';
import { bankDataChanged, PROFILE_FIELDS, profileResolver, toValues, type ProfileValues } from '@/features/account/profile/lib/profile-form';

/** A refusal of the password or code itself: the confirmation dialog shows it and stays open. */
const isProofRefused = (error: unknown) =>
  isApiError(error) && (error.code === 'WRONG_PASSWORD' || error.code === 'TOO_MANY_ATTEMPTS'
    || error.violations.some((v) => v.propertyPath === 'currentPassword' || v.propertyPath === 'code'));

/** My account → profile management (spec section 2): personal, address, tax and bank data, then the documents. */
export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const profile = useMyProfile(me.data?.id);

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      {me.isError || profile.isError ? (
        <ErrorAlert error={me.error ?? profile.error} />
      ) : profile.isPending ? (
        <PageLoader />
      ) : (
        <ProfileForm
          profile={profile.data}
          username={me.data?.username ?? ''}
          email={me.data?.email ?? ''}
          twoFactorEnabled={me.data?.alerts?.twoFactorDisabled === false}
        />
      )}
      <DocumentsSection />
    </Stack>
  );
}

interface FormProps {
  profile: MemberProfile | null;
  username: string;
  email: string;
  twoFactorEnabled: boolean;
}

function ProfileForm({ profile, username, email, twoFactorEnabled }: FormProps) {
  const { t } = useTranslation();
  const form = useForm<ProfileValues, unknown, Profile>({ resolver: profileResolver, mode: 'onTouched', defaultValues: toValues(profile) });
  const save = useSaveProfile();
  // Server violations go next to their fields, anything else above the form.
  const { formError, fail: showFailure, clear } = useServerForm(form.setError, PROFILE_FIELDS);
  // Values waiting for the member to confirm a change of IBAN or BIC.
  const [awaitingProof, setAwaitingProof] = useState<Profile | null>(null);

  const store = async (values: Profile, proof?: BankChangeProof) => {
    const saved = await save.mutateAsync({ current: profile, values, proof });
    form.reset(toValues(saved));
    toastSuccess(t(proof ? 'profile.savedWithBank' : 'profile.saved'));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    clear();
    if (bankDataChanged(profile, values)) {
      setAwaitingProof(values);
      return;
    }
    await store(values).catch(showFailure);
  });

  const confirmBankChange = async (proof: BankChangeProof) => {
    try {
      await store(awaitingProof!, proof);
      setAwaitingProof(null);
    } catch (error) {
      if (isProofRefused(error)) throw error;
      setAwaitingProof(null);
      showFailure(error);
    }
  };

  return (
    <>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate data-testid="profile-form">
          <Stack gap="md">
            {!profile && <Alert variant="light">{t('profile.noProfile')}</Alert>}
            <ErrorAlert error={formError} />
            <PersonalSection username={username} email={email} />
            <AddressSection />
            <TaxSection irpfRate={profile?.irpfRate ?? 0} />
            <BankSection />
            <Group justify="flex-end">
              <Button type="submit" loading={form.formState.isSubmitting || save.isPending} disabled={profile !== null && !form.formState.isDirty} data-testid="profile-save">
                {t('profile.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
      {/* Outside the form: a submit inside the dialog must not bubble (through the portal) to the profile form. */}
      <ConfirmBankChangeModal
        opened={awaitingProof !== null}
        twoFactorEnabled={twoFactorEnabled}
        onCancel={() => setAwaitingProof(null)}
        onConfirm={confirmBankChange}
      />
    </>
  );
}

export { ProfilePage as Component };
