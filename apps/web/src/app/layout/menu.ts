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
  {
    id: 'network',
    label: 'menu.network',
    children: [
      { id: 'network-binary', label: 'menu.networkBinary', to: '/network/binary' },
      { id: 'network-unilevel', label: 'menu.networkUnilevel', to: '/network/unilevel' },
      { id: 'network-enjoy', label: 'menu.networkEnjoy', to: '/network/enjoy' },
      { id: 'network-configuration', label: 'menu.networkConfiguration', to: '/network/configuration' },
      { id: 'network-overview', label: 'menu.networkOverview', to: '/network/overview' },
      { id: 'network-statistics', label: 'menu.networkStatistics', to: '/network/statistics' },
    ],
  },
  { id: 'logout', label: 'menu.logout', action: 'logout' },
];
