import { Outlet } from 'react-router';
import { PublicFrame } from '@/components/ui/public-frame';

/** The authentication area of spec section 2. */
export function AuthLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

export { AuthLayout as Component };
