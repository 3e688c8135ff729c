import { describe, expect, it } from 'vitest';
import { ROLE_ADMIN } from '@/lib/roles';
import { adminMayVisit } from './admin-paths';
import { MENU, visibleMenu, type MenuEntry } from './menu';

const ids = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [e.id, ...ids(e.children ?? [])]);

describe('visibleMenu', () => {
  it('hides the admin console from members', () => {
    const member = ids(visibleMenu(MENU, []));
    expect(member).toContain('network-binary');
    expect(member.filter((id) => id.startsWith('admin'))).toEqual([]);
  });

  it('shows admins the console and their sign-in security only: an admin is no member (issue 18)', () => {
    const admin = ids(visibleMenu(MENU, [ROLE_ADMIN]));
    expect(admin.filter((id) => !id.startsWith('admin'))).toEqual(['account', 'account-two-factor', 'account-password', 'logout']);
    expect(admin).toEqual(expect.arrayContaining(['admin-incoming-bank-transfers', 'admin-payments', 'admin-wallet-movements', 'admin-invoices']));
  });

  it('leads an admin only where an admin may go (the other screens send them to the console)', () => {
    const paths = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [...(e.to ? [e.to] : []), ...paths(e.children ?? [])]);
    expect(paths(visibleMenu(MENU, [ROLE_ADMIN])).filter((path) => !adminMayVisit(path))).toEqual([]);
    expect(paths(visibleMenu(MENU, [])).filter((path) => adminMayVisit(path))).toEqual(['/account/two-factor', '/account/password']);
  });

  it('shows members the catalogue entries and the new user registration of spec section 2', () => {
    expect(ids(visibleMenu(MENU, []))).toEqual(expect.arrayContaining(['new-user-registration', 'journeys-travel', 'journeys-yellow-tide', 'journeys-gto', 'epicos-mastermind', 'enjoy-events', 'reservations', 'insurances', 'trainings', 'travel-search', 'shop']));
  });

  it('applies roles on nested entries too', () => {
    const menu: MenuEntry[] = [{ id: 'a', label: 'a', children: [{ id: 'b', label: 'b', to: '/b', roles: ['ROLE_X'] }, { id: 'c', label: 'c', to: '/c' }] }];
    expect(ids(visibleMenu(menu, []))).toEqual(['a', 'c']);
    expect(ids(visibleMenu(menu, ['ROLE_X']))).toEqual(['a', 'b', 'c']);
  });
});
