import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LegalDocument } from '@/api/get-pending-documents';
import { PublicFrame } from '@/components/ui/public-frame';
import { useAdminSwitch } from '@/lib/use-admin-switch';
import { useLogout } from '@/lib/use-logout';
import { PendingDocumentCard } from './pending-document-card';

interface Props {
  documents: LegalDocument[];
  /** An admin acting as the member: the documents are shown read-only. */
  acting: boolean;
  username: string;
  onContinue: () => void;
}

/** The documents to accept before anything else, with the way out: log out (member) or go on / back to admin (admin acting as them). */
export function PendingDocumentsScreen({ documents, acting, username, onContinue }: Props) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { backToAdmin } = useAdminSwitch();
  return (
    <PublicFrame>
      <Stack gap="md" maw={820} mx="auto" data-testid="pending-documents">
        <Title order={1} size="h2">
          {t('contract.gate.title')}
        </Title>
        {acting ? (
          <Alert color="orange" variant="light" data-testid="pending-documents-read-only">
            {t('contract.gate.actingIntro', { username })}
          </Alert>
        ) : (
          <Text>{t('contract.gate.intro')}</Text>
        )}
        {documents.map((document) => (
          <PendingDocumentCard key={document.id} document={document} readOnly={acting} />
        ))}
        <Group justify="flex-end" gap="sm">
          {acting ? (
            <>
              <Button variant="default" onClick={() => void backToAdmin()}>
                {t('impersonation.back')}
              </Button>
              <Button onClick={onContinue} data-testid="pending-documents-continue">
                {t('contract.gate.continue')}
              </Button>
            </>
          ) : (
            <Button variant="default" onClick={() => void logout()} data-testid="pending-documents-logout">
              {t('menu.logout')}
            </Button>
          )}
        </Group>
      </Stack>
    </PublicFrame>
  );
}
