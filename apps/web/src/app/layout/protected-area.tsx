import '@/lib/mantine-styles';
import { QueryProvider } from '@/api/query-client';
import { Guard } from '@/app/guard';
import { PendingDocumentsGate } from '@/features/contract/components/pending-documents-gate';
import { MainLayout } from './main-layout';

/** The main layout behind the guard and the documents to accept, with the query cache its screens use. */
export function ProtectedArea() {
  return (
    <QueryProvider>
      <Guard>
        <PendingDocumentsGate>
          <MainLayout />
        </PendingDocumentsGate>
      </Guard>
    </QueryProvider>
  );
}

export { ProtectedArea as Component };
