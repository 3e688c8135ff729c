/**
 * The contract with a third-party chat (docs/decisions/042-help-desk-tickets-or-third-party-chat.md): the configured script, loaded once,
 * registers `window.supportWidget`, a small adapter over the provider's own API. The browser hands it the
 * member's identity when the member opens the help desk and hides it at logout.
 */
export interface SupportChatIdentity {
  key: string;
  language: string;
  user: { id: number; username: string; email: string; membership: string | null; userHash: string | null };
}

export interface SupportChat {
  show(identity: SupportChatIdentity): void;
  hide(): void;
}

declare global {
  interface Window {
    supportWidget?: SupportChat;
  }
}

/** What loading needs from the page; the browser's own by default, a stand-in in unit tests. */
export interface ChatHost {
  window: { supportWidget?: SupportChat; setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
  document: { createElement(tag: 'script'): HTMLScriptElement; head: { append(node: Node): void } };
}

const browserHost = (): ChatHost => ({ window, document });

let loading: { url: string; promise: Promise<SupportChat> } | null = null;

/**
 * Loads the provider's script at most once per page. Rejects when it fails, registers nothing, or takes longer
 * than `timeoutMs` (spec section 9: 30000 ms); a failed load is forgotten, so the next opening tries again.
 */
export function loadSupportChat(url: string, timeoutMs: number, host: ChatHost = browserHost()): Promise<SupportChat> {
  if (host.window.supportWidget) return Promise.resolve(host.window.supportWidget);
  if (loading?.url === url) return loading.promise;
  const promise = new Promise<SupportChat>((resolve, reject) => {
    const script = host.document.createElement('script');
    const fail = (reason: string) => {
      host.window.clearTimeout(timer);
      script.remove();
      if (loading?.promise === promise) loading = null;
      reject(new Error(reason));
    };
    const timer = host.window.setTimeout(() => fail('timeout'), timeoutMs);
    script.async = true;
    script.src = url;
    script.addEventListener('load', () => {
      const chat = host.window.supportWidget;
      if (!chat) return fail('no chat registered');
      host.window.clearTimeout(timer);
      resolve(chat);
    });
    script.addEventListener('error', () => fail('script failed'));
    host.document.head.append(script);
  });
  loading = { url, promise };
  return promise;
}
