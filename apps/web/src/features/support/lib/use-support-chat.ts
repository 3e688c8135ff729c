import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CurrentUser } from '@/api/me';
import type { SupportWidget } from '@vo/domain';
import { loadSupportChat, type SupportChatIdentity } from './support-chat';

/** 'tickets': no provider (or an admin acting as the member); otherwise the state of the provider's chat. */
export type SupportChatState = 'tickets' | 'connecting' | 'ready' | 'unavailable';

/**
 * The third-party chat, when one is configured: its script loads on the first opening (never before), the
 * member's identity goes to it each time the help desk is opened, and it is hidden when the widget leaves
 * (logout). A script that fails or exceeds the timeout leaves the member with the ticket form.
 */
export function useSupportChat(settings: SupportWidget | undefined, user: CurrentUser | undefined, opened: boolean, language: string, onShown: () => void) {
  // An admin acting as the member must not chat under the member's verified identity.
  const provider = user && !user.impersonatedBy ? (settings?.provider ?? null) : null;
  const chat = useQuery({
    queryKey: ['support-chat', provider?.scriptUrl],
    queryFn: () => loadSupportChat(provider!.scriptUrl, settings!.timeoutMs),
    enabled: opened && provider !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  const ready = chat.data;
  useEffect(() => {
    if (!opened || !ready || !provider || !user) return;
    const identity: SupportChatIdentity = {
      key: provider.key,
      language,
      user: { id: user.id, username: user.username, email: user.email, membership: user.membership?.name ?? null, userHash: provider.userHash },
    };
    ready.show(identity);
    onShown();
  }, [opened, ready, provider, user, language, onShown]);

  useEffect(() => () => window.supportWidget?.hide(), []);

  const state: SupportChatState = !provider ? 'tickets' : chat.isError ? 'unavailable' : chat.data ? 'ready' : 'connecting';
  return { state, retrying: chat.isFetching, retry: () => void chat.refetch() };
}
