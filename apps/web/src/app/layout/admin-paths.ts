import { TWO_FACTOR_PATH } from '@/lib/account-paths';

/** Where an admin lands: the console (its index opens the bank transfers waiting). */
export const CONSOLE_PATH = '/admin';

/**
 * Issue 18 item 10: an admin is no member. Their screens are the console and their own sign-in security; the member
 * screens (home, membership, network, wallet, invoices...) send them to the console. An admin acting as a member
 * signs in as the member (no admin role) and sees the member's screens.
 */
const ADMIN_PATHS = [CONSOLE_PATH, TWO_FACTOR_PATH, '/account/password'];

export const adminMayVisit = (pathname: string): boolean => ADMIN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
