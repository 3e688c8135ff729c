import type { ReactNode } from 'react';
import { i18n } from '@/i18n';
import { getSettings } from './settings';

export type ToastKind = 'success' | 'error' | 'info';

const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'blue' };
let sequence = 0;

// The toast container is downloaded with the first toast (components/ui/toast-host.tsx), not with every page.
let wanted = false;
const listeners = new Set<() => void>();
let loading: Promise<typeof import('./notifications')> | null = null;

function loadNotifications() {
  loading ??= import('./notifications');
  return loading;
}

export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Spec section 9 toasts: auto-dismiss after 5000 ms, kept while hovered and for 1000 ms more after the pointer
 * leaves, newest on top, tap to dismiss. Mantine restarts the whole delay after hover, so the timer is ours.
 */
export function showToast(kind: ToastKind, message: ReactNode, title?: ReactNode): string {
  const { toastTimeoutMs, toastExtendedTimeoutMs } = getSettings();
  sequence += 1;
  const order = sequence;
  const id = `toast-${order}`;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadNotifications().then(({ notifications }) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => notifications.hide(id), ms);
    };
    notifications.show({
      id,
      title,
      message,
      color: COLORS[kind],
      autoClose: false,
      // Higher priority is shown first: the newest toast goes on top.
      priority: order,
      withCloseButton: true,
      // Mantine's close button is an icon alone: it needs a name (axe button-name).
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      'data-testid': `toast-${kind}`,
      onMouseEnter: () => clearTimeout(timer),
      onMouseLeave: () => schedule(toastExtendedTimeoutMs),
      onClick: () => notifications.hide(id),
      onClose: () => clearTimeout(timer),
    } as Parameters<typeof notifications.show>[0]);
    schedule(toastTimeoutMs);
  });
  return id;
}

export const toastSuccess = (message: ReactNode, title?: ReactNode) => showToast('success', message, title);
export const toastError = (message: ReactNode, title?: ReactNode) => showToast('error', message, title);
