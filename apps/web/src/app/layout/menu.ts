import { ROLE_ADMIN } from '@/lib/roles';
import { PROFILE_PATH, TWO_FACTOR_PATH } from '@/lib/account-paths';
import { RESERVATIONS_PATH } from '@/lib/reservation-paths';

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
  /** Shown only to users holding one of these roles (the admin console); everyone sees entries without it. */
  roles?: string[];
  /** Hidden from users holding one of these roles: an admin is no member, their screens are the console (issue 18). */
  hiddenFor?: string[];
}

export const MENU: MenuEntry[] = [
  { id: 'dashboard', label: 'menu.dashboard', to: '/', hiddenFor: [ROLE_ADMIN] },
  { id: 'membership', label: 'menu.membership', to: '/membership', hiddenFor: [ROLE_ADMIN] },
  {
    // Spec section 2 "my account": each entry joins once its screen works.
    id: 'account',
    label: 'menu.account',
    children: [
      { id: 'account-profile', label: 'menu.accountProfile', to: PROFILE_PATH, hiddenFor: [ROLE_ADMIN] },
      { id: 'account-two-factor', label: 'menu.accountTwoFactor', to: TWO_FACTOR_PATH },
      { id: 'account-password', label: 'menu.accountPassword', to: '/account/password' },
      { id: 'account-landing-page', label: 'menu.accountLandingPage', to: '/account/landing-page', hiddenFor: [ROLE_ADMIN] },
    ],
  },
  {
    id: 'network',
    label: 'menu.network',
    hiddenFor: [ROLE_ADMIN],
    children: [
      { id: 'network-binary', label: 'menu.networkBinary', to: '/network/binary' },
      { id: 'network-unilevel', label: 'menu.networkUnilevel', to: '/network/unilevel' },
      { id: 'network-enjoy', label: 'menu.networkEnjoy', to: '/network/enjoy' },
      { id: 'network-configuration', label: 'menu.networkConfiguration', to: '/network/configuration' },
      { id: 'network-overview', label: 'menu.networkOverview', to: '/network/overview' },
      { id: 'network-statistics', label: 'menu.networkStatistics', to: '/network/statistics' },
      { id: 'network-extra-monthly-bonus', label: 'menu.networkExtraMonthlyBonus', to: '/network/extra-bonus/monthly' },
      { id: 'network-extra-annual-bonus', label: 'menu.networkExtraAnnualBonus', to: '/network/extra-bonus/annual' },
    ],
  },
  // Spec section 2 "shop (partner product store)" (issue 17); admins see every order in the console.
  { id: 'shop', label: 'menu.shop', to: '/shop', hiddenFor: [ROLE_ADMIN] },
  {
    // Spec section 2 "clubs" (issue 17): the member's progress towards the general and the travel clubs.
    id: 'clubs',
    label: 'menu.clubs',
    hiddenFor: [ROLE_ADMIN],
    children: [
      { id: 'clubs-general', label: 'menu.clubsGeneral', to: '/clubs/general' },
      { id: 'clubs-travel', label: 'menu.clubsTravel', to: '/clubs/travel' },
    ],
  },
  // Spec section 2 "new user registration" (issue 16): a member registers someone under themself; admins sponsor nobody.
  { id: 'new-user-registration', label: 'menu.newUserRegistration', to: '/network/register', hiddenFor: [ROLE_ADMIN] },
  // Spec section 2 lists them apart (travel entries come between): Enjoy Points, then Enjoy Pass.
  { id: 'enjoy-points', label: 'menu.enjoyPoints', to: '/enjoy-points', hiddenFor: [ROLE_ADMIN] },
  // Issue 16: for memberships with travel features; the screen says "no access" to the others.
  { id: 'travel-search', label: 'menu.travelSearch', to: '/travel-search', hiddenFor: [ROLE_ADMIN] },
  // Issue 15: the catalogue a member books from (admins manage it in the console).
  { id: 'journeys-travel', label: 'menu.journeysTravel', to: '/journeys/travel', hiddenFor: [ROLE_ADMIN] },
  { id: 'journeys-yellow-tide', label: 'menu.journeysYellowTide', to: '/journeys/yellow-tide', hiddenFor: [ROLE_ADMIN] },
  { id: 'journeys-gto', label: 'menu.journeysGto', to: '/journeys/gto', hiddenFor: [ROLE_ADMIN] },
  {
    id: 'epicos',
    label: 'menu.epicos',
    hiddenFor: [ROLE_ADMIN],
    children: [
      { id: 'epicos-line-of-life', label: 'menu.epicosLineOfLife', to: '/epicos/line-of-life' },
      { id: 'epicos-abundance-and-wealth', label: 'menu.epicosAbundanceAndWealth', to: '/epicos/abundance-and-wealth' },
      { id: 'epicos-mastermind', label: 'menu.epicosMastermind', to: '/epicos/mastermind' },
    ],
  },
  { id: 'enjoy-events', label: 'menu.enjoyEvents', to: '/enjoy-events', hiddenFor: [ROLE_ADMIN] },
  { id: 'reservations', label: 'menu.reservations', to: RESERVATIONS_PATH, hiddenFor: [ROLE_ADMIN] },
  { id: 'insurances', label: 'menu.insurances', to: '/insurances', hiddenFor: [ROLE_ADMIN] },
  // Admins manage the trainings in the console's catalogue.
  { id: 'trainings', label: 'menu.trainings', to: '/trainings', hiddenFor: [ROLE_ADMIN] },
  { id: 'enjoy-pass', label: 'menu.enjoyPass', to: '/enjoy-pass', hiddenFor: [ROLE_ADMIN] },
  // Spec section 2 order: wallet movements, (contract, invoices), request payout (transfer).
  { id: 'wallet-movements', label: 'menu.walletMovements', to: '/wallet/movements', hiddenFor: [ROLE_ADMIN] },
  { id: 'contract', label: 'menu.contract', to: '/contract', hiddenFor: [ROLE_ADMIN] },
  {
    id: 'invoices',
    label: 'menu.invoices',
    hiddenFor: [ROLE_ADMIN],
    children: [
      { id: 'invoices-received', label: 'menu.invoicesReceived', to: '/invoices/received' },
      { id: 'invoices-issued', label: 'menu.invoicesIssued', to: '/invoices/issued' },
      { id: 'invoices-receipt', label: 'menu.invoicesReceipt', to: '/invoices/receipt' },
    ],
  },
  { id: 'payouts', label: 'menu.payouts', to: '/payouts', hiddenFor: [ROLE_ADMIN] },
  {
    // DESIGN.md section 9: the admin console, inside the same app.
    id: 'admin',
    label: 'menu.admin',
    roles: [ROLE_ADMIN],
    children: [
      { id: 'admin-members', label: 'menu.adminMembers', to: '/admin/members' },
      { id: 'admin-incoming-bank-transfers', label: 'menu.adminIncomingBankTransfers', to: '/admin/transfers-pending' },
      { id: 'admin-payments', label: 'menu.adminPayments', to: '/admin/payments' },
      { id: 'admin-payouts', label: 'menu.adminPayouts', to: '/admin/payouts' },
      { id: 'admin-wallet-movements', label: 'menu.adminWalletMovements', to: '/admin/wallet-movements' },
      { id: 'admin-invoices', label: 'menu.adminInvoices', to: '/admin/invoices/received' },
      { id: 'admin-memberships', label: 'menu.adminMemberships', to: '/admin/memberships' },
      { id: 'admin-variables', label: 'menu.adminVariables', to: '/admin/variables' },
      { id: 'admin-special-offers', label: 'menu.adminSpecialOffers', to: '/admin/special-offers' },
      { id: 'admin-binary-cycles', label: 'menu.adminBinaryCycles', to: '/admin/binary-cycles' },
      { id: 'admin-extra-bonuses', label: 'menu.adminExtraBonuses', to: '/admin/extra-bonuses' },
      { id: 'admin-jobs', label: 'menu.adminJobs', to: '/admin/jobs' },
      { id: 'admin-outbox', label: 'menu.adminOutbox', to: '/admin/mail-outbox' },
      { id: 'admin-audit-log', label: 'menu.adminAuditLog', to: '/admin/audit-log' },
      { id: 'admin-ledger-check', label: 'menu.adminLedgerCheck', to: '/admin/ledger-check' },
      { id: 'admin-company-accounts', label: 'menu.adminCompanyAccounts', to: '/admin/company-accounts' },
      { id: 'admin-support', label: 'menu.adminSupport', to: '/admin/support' },
      { id: 'admin-catalogue', label: 'menu.adminCatalogue', to: '/admin/catalogue/journeys' },
      { id: 'admin-reservations', label: 'menu.adminReservations', to: '/admin/reservations' },
      { id: 'admin-shop-orders', label: 'menu.adminShopOrders', to: '/admin/shop-orders' },
      { id: 'admin-legal-documents', label: 'menu.adminLegalDocuments', to: '/admin/legal-documents' },
    ],
  },
  { id: 'logout', label: 'menu.logout', action: 'logout' },
];

/** The entries a user with these roles may see, sections included (an entry's `roles` also hides its children). */
export function visibleMenu(entries: MenuEntry[], roles: readonly string[]): MenuEntry[] {
  return entries
    .filter((entry) => !entry.roles || entry.roles.some((role) => roles.includes(role)))
    .filter((entry) => !entry.hiddenFor?.some((role) => roles.includes(role)))
    .map((entry) => (entry.children ? { ...entry, children: visibleMenu(entry.children, roles) } : entry));
}
