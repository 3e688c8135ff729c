import { QueryProvider } from '../../api/query-client';
import { Guard } from '../guard';
import { MainLayout } from './main-layout';

/** The main layout behind the guard, with the query cache its screens use. */
export function ProtectedArea() {
  return (
    <QueryProvider>
      <Guard>
        <MainLayout />
      </Guard>
    </QueryProvider>
  );
}

export { ProtectedArea as Component };
