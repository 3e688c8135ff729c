import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { revokeSession } from '@/api/logout';
import { clearSession } from '@/lib/session';

/** Spec section 4: logout removes the stored token and goes to the login page, unless it is silent. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      await revokeSession();
      clearSession();
      queryClient.clear();
      if (!silent) await navigate('/auth/login', { replace: true });
    },
    [navigate, queryClient],
  );
}
