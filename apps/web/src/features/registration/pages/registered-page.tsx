import '@/lib/mantine-styles';
import { Navigate } from 'react-router';
import { QueryProvider } from '@/api/query-client';
import { RegistrationSuccess } from '@/features/registration/components/registration-success';
import { keptRegistration } from '@/features/registration/lib/kept-registration';

/** The end of a sign-up (spec section 4): how to pay and what follows, shown again after a reload (issue 18, item 2). */
export function RegisteredPage() {
  const result = keptRegistration();
  if (!result) return <Navigate to="/auth/login" replace />;
  return <RegistrationSuccess {...result} />;
}

/** The route's entry: a card sign-up's payment form reads through the query cache. */
export function Component() {
  return (
    <QueryProvider>
      <RegisteredPage />
    </QueryProvider>
  );
}
