import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ADMIN_MEMBERS_QUERY_KEY } from './get-admin-members';

/** An admin action on a member that refreshes the console's member screens afterwards, whether it worked or not. */
export function useMemberAction<T, Args extends unknown[] = []>(action: (id: number, ...args: Args) => Promise<T>) {
  const queryClient = useQueryClient();
  return useCallback(async (id: number, ...args: Args) => {
    try {
      return await action(id, ...args);
    } finally {
      await queryClient.invalidateQueries({ queryKey: ADMIN_MEMBERS_QUERY_KEY });
    }
  }, [action, queryClient]);
}
