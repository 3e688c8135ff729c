import { Center, Loader } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingDocumentsQueryOptions } from '../api/get-pending-documents';
import { useActingAsMember } from '../lib/use-admin-switch';

// Downloaded only by the few who have something to accept.
const PendingDocumentsScreen = lazy(() => import('./pending-documents-screen').then((m) => ({ default: m.PendingDocumentsScreen })));

function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/**
 * Issue 6 "contract": a member with a new version of the terms, privacy policy or contract to accept sees it
 * first, on every load of the protected area, and enters once everything is accepted. An admin acting as the
 * member may read but not accept (consent is the member's own) and goes on.
 */
export function PendingDocumentsGate({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // Switching the language keeps the screen while the texts of the other language arrive.
  const pending = useQuery({ ...pendingDocumentsQueryOptions(i18n.language), placeholderData: keepPreviousData });
  const { acting, username } = useActingAsMember();
  const [adminWentOn, setAdminWentOn] = useState(false);

  if (pending.isPending) return <FullPageLoader />;
  // A failed read never locks a member out: the next load asks again (the documents are consent, not access control).
  const documents = pending.data ?? [];
  if (documents.length === 0 || (acting && adminWentOn)) return children;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <PendingDocumentsScreen documents={documents} acting={acting} username={username} onContinue={() => setAdminWentOn(true)} />
    </Suspense>
  );
}
