import { QueryProvider } from '@/api/query-client';
import { Guard } from '@/app/guard';
import { PendingDocumentsGate } from '@/features/contract/components/pending-documents-gate';
import { AdminInConsole } from './admin-in-console';
import { MainLayout } from './main-layout';

/** The main layout behind the guard, the admin's console and the documents to accept, with the query cache its screens use. */
export function ProtectedArea() {
  return (
    <QueryProvider>
      <Guard>
        <AdminInConsole>
          <PendingDocumentsGate>
            <MainLayout />
          </PendingDocumentsGate>
        </AdminInConsole>
      </Guard>
    </QueryProvider>
  );
}

export { ProtectedArea as Component };
