/**
 * The side menu of spec section 2, as data. An entry is listed only once its screen works: each issue adds
 * its own entries here (a section is an entry with `children`).
 */
export interface MenuEntry {
  /** Stable id, also the `data-testid` suffix. */
  id: string;
  /** Translation key of the label. */
  label: string;
  /** A route, or an action the layout performs. */
  to?: string;
  action?: 'logout';
  children?: MenuEntry[];
}

export const MENU: MenuEntry[] = [
  { id: 'dashboard', label: 'menu.dashboard', to: '/' },
  { id: 'logout', label: 'menu.logout', action: 'logout' },
];
