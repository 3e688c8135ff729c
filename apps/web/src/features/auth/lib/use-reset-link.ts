import { useEffect, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { checkResetToken } from '@/features/auth/api/check-reset-token';

type LinkState = 'checking' | 'live' | 'dead';

/**
 * Whether the opened reset link still works, asked as the page opens (issue 18, item 5): 'dead' only when the server
 * says the link is used, expired or unknown; a failed check leaves the form, whose own call then says what is wrong.
 */
export function useResetLink(token: string): LinkState {
  const [checked, setChecked] = useState<{ token: string; state: Exclude<LinkState, 'checking'> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    checkResetToken(token, controller.signal).then(
      () => setChecked({ token, state: 'live' }),
      (error: unknown) => {
        if (!controller.signal.aborted) setChecked({ token, state: isApiError(error) && error.code === 'RESET_TOKEN_INVALID' ? 'dead' : 'live' });
      },
    );
    return () => controller.abort();
  }, [token]);
  return checked?.token === token ? checked.state : 'checking';
}
