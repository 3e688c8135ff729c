import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { DOCUMENT_KINDS } from '@vo/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaObjects } from '@/api/get-media-objects';
import { DocumentRow } from '@/components/documents/document-row';
import { ActingAsMemberNotice, useImpersonated } from '@/components/ui/acting-as-member-notice';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';

/**
 * Profile → documents (issue 6, spec section 5): ID front and back and the bank-ownership certificate, jpg,
 * png or pdf up to 2 MB. Only the member and admins can download them. The bank certificate is bank data: an
 * admin acting as the member sees it but cannot change it.
 */
export function DocumentsSection() {
  const { t } = useTranslation();
  const files = useMediaObjects();
  const impersonated = useImpersonated();

  return (
    <Card withBorder radius="md" padding="lg" data-testid="documents-section">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('documents.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('documents.hint')}
          </Text>
        </Stack>
        <ActingAsMemberNotice />
        {files.isPending ? (
          <PageLoader h={120} />
        ) : files.isError ? (
          <ErrorAlert error={files.error} />
        ) : (
          <Stack gap={0}>
            {DOCUMENT_KINDS.map((kind, index) => (
              <Fragment key={kind}>
                {index > 0 && <Divider />}
                <DocumentRow kind={kind} file={files.data.get(kind)} changeable={!(impersonated && kind === 'bank_certificate')} />
              </Fragment>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
