import { Alert, Anchor, Checkbox, Modal } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { LegalDocumentText } from '@/components/ui/legal-document-text';
import { useErrorText } from '@/lib/forms';
import { useTerms } from '@/features/registration/api/get-terms';
import type { RegistrationValues } from '@/features/registration/lib/registration-form';

function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const terms = useTerms(i18n.language, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={terms.data?.title ?? t('registration.termsTitle')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {terms.isPending && <PageLoader h={120} />}
      <ErrorAlert error={terms.error} />
      {terms.data === null && (
        <Alert color="yellow" variant="light">
          {t('registration.termsUnavailable')}
        </Alert>
      )}
      {terms.data && (
        <LegalDocumentText title={terms.data.title} content={terms.data.content} testId="terms-content" />
      )}
    </Modal>
  );
}

/** Accept the terms (opened in a modal) and the minimum age of 18 (spec section 5). */
export function TermsField() {
  const errorText = useErrorText();
  const [opened, setOpened] = useState(false);
  const { control, formState } = useFormContext<RegistrationValues>();

  return (
    <>
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field }) => (
          <Checkbox
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={errorText(formState.errors.acceptTerms)}
            label={
              <Trans
                i18nKey="registration.acceptTerms"
                components={{
                  terms: (
                    <Anchor
                      component="button"
                      type="button"
                      inherit
                      onClick={(e) => {
                        e.preventDefault();
                        e.stopPropagation();
                        setOpened(true);
                      }}
                    />
                  ),
                }}
              />
            }
          />
        )}
      />
      <TermsModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
