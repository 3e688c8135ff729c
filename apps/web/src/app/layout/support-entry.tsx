import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useSupportUnread } from '@/api/support-unread';
import { SupportButton } from './support-button';

// The widget's code comes on the first opening, not with every page.
const SupportWidget = lazy(() => import('@/features/support/components/support-widget'));

/**
 * The help desk in the header (issue 6): hidden until the button opens it. It lives in the main layout, so
 * logging out (which leaves the layout) hides it and the third-party chat with it (spec section 4).
 */
export function SupportEntry({ loggedIn }: { loggedIn: boolean }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const unread = useSupportUnread(loggedIn);
  const onToggle = () => {
    setWanted(true);
    toggle();
  };

  if (!loggedIn) return null;
  return (
    <>
      <SupportButton opened={opened} unread={unread.data ?? 0} onToggle={onToggle} />
      {wanted && (
        <Suspense fallback={null}>
          <SupportWidget opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
