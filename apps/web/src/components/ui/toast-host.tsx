import { Suspense, lazy, useSyncExternalStore } from 'react';
import { subscribeToasts, toastsWanted } from '@/lib/toast';
import { useSettings } from '@/lib/settings';

const Notifications = lazy(() => import('@/lib/notifications').then((m) => ({ default: m.Notifications })));

/** Mounts Mantine's toast container once the first toast is asked for: top-right, newest on top (lib/toast.ts). */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted, toastsWanted);
  const { toastEaseMs } = useSettings();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={5} transitionDuration={toastEaseMs} autoClose={false} zIndex={4000} />
    </Suspense>
  );
}
