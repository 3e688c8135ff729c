import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePendingDocuments } from '@/api/get-pending-documents';
import { useMe } from '@/api/me-query';
import { Screen } from '@/components/ui/screen';

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
  // Read again on every navigation: "log in as" and "back to admin" swap the user under this mounted gate, then navigate.
  useLocation();
  const me = useMe().data;
  const pending = usePendingDocuments();
  // The server's word: while the stored sessions are being swapped the local flag may already say otherwise.
  const acting = Boolean(me?.impersonatedBy);
  const userId = me?.id ?? null;
  // The member an admin chose to go on as (another "log in as" asks again).
  const [wentOnAs, setWentOnAs] = useState<number | null>(null);

  if (pending.isPending) return <FullPageLoader />;
  // A failed read never locks a member out: the next load asks again (the documents are consent, not access control).
  const documents = pending.data ?? [];
  if (documents.length === 0 || (acting && wentOnAs === userId)) return children;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Screen title="titles.pendingDocuments">
        <PendingDocumentsScreen documents={documents} acting={acting} username={me?.username ?? ''} onContinue={() => setWentOnAs(userId)} />
      </Screen>
    </Suspense>
  );
}
