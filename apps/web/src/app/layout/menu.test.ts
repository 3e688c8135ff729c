import { describe, expect, it } from 'vitest';
import { ROLE_ADMIN } from '@/lib/roles';
import { MENU, visibleMenu, type MenuEntry } from './menu';

const ids = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [e.id, ...ids(e.children ?? [])]);

describe('visibleMenu', () => {
  it('hides the admin console from members', () => {
    const member = ids(visibleMenu(MENU, []));
    expect(member).toContain('network-binary');
    expect(member.filter((id) => id.startsWith('admin'))).toEqual([]);
  });

  it('shows it to admins, with every member entry but the catalogue a member books from', () => {
    const admin = ids(visibleMenu(MENU, [ROLE_ADMIN]));
    const memberOnly = ['new-user-registration', 'journeys-travel', 'journeys-yellow-tide', 'journeys-gto', 'epicos', 'epicos-line-of-life', 'epicos-abundance-and-wealth', 'epicos-mastermind', 'enjoy-events', 'reservations', 'insurances', 'trainings', 'travel-search', 'shop'];
    const shared = ids(visibleMenu(MENU, [])).filter((id) => !memberOnly.includes(id));
    expect(admin).toEqual(expect.arrayContaining(['admin', 'admin-incoming-bank-transfers', 'admin-payments', ...shared]));
    expect(admin.filter((id) => memberOnly.includes(id))).toEqual([]);
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
