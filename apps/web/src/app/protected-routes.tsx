import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { Screen } from '@/components/ui/screen';
import { ProtectedArea } from './layout/protected-area';
import { preloadScreens, screen } from './screens';

// The routes behind login come in this chunk with the main layout, so the first download of a public page (the
// login's) carries neither their table nor the list of files each of their screens needs (issue 20).
const CheckoutPage = screen(() => import('@/features/checkout/pages/checkout-page'));
const CheckoutSuccessPage = screen(() => import('@/features/checkout/pages/checkout-success-page'));
const CheckoutPendingPage = screen(() => import('@/features/checkout/pages/checkout-pending-page'));
const CheckoutFailurePage = screen(() => import('@/features/checkout/pages/checkout-failure-page'));
const MembershipPage = screen(() => import('@/features/membership/pages/membership-page'));
const ProfilePage = screen(() => import('@/features/account/profile/pages/profile-page'));
const TwoFactorPage = screen(() => import('@/features/account/two-factor/pages/two-factor-page'));
const LandingPagePage = screen(() => import('@/features/account/landing-page/pages/landing-page-page'));
const ChangePasswordPage = screen(() => import('@/features/account/password/pages/change-password-page'));
const DashboardPage = screen(() => import('@/features/dashboard/pages/dashboard-page'));
const BinaryTreePage = screen(() => import('@/features/network/pages/binary-tree-page'));
const UnilevelPage = screen(() => import('@/features/network/pages/unilevel-page'));
const EnjoyPage = screen(() => import('@/features/network/pages/enjoy-page'));
const NetworkConfigurationPage = screen(() => import('@/features/network/pages/configuration-page'));
const NetworkOverviewPage = screen(() => import('@/features/network/pages/overview-page'));
const OfficeRegistrationPage = screen(() => import('@/features/registration/pages/office-registration-page'));
const AdminGuard = screen(() => import('./admin-guard'));
const AdminIncomingBankTransfersPage = screen(() => import('@/features/admin/payments/pages/incoming-bank-transfers-page'));
const AdminPaymentsPage = screen(() => import('@/features/admin/payments/pages/payments-page'));
const AdminPayoutsPage = screen(() => import('@/features/admin/payouts/pages/payouts-page'));
const AdminMembershipsPage = screen(() => import('@/features/admin/plan-settings/pages/memberships-page'));
const AdminSpecialOffersPage = screen(() => import('@/features/admin/special-offers/pages/special-offers-page'));
const AdminVariablesPage = screen(() => import('@/features/admin/plan-settings/pages/variables-page'));
const AdminMembersPage = screen(() => import('@/features/admin/members/pages/members-page'));
const AdminMemberPage = screen(() => import('@/features/admin/members/pages/member-page'));
const AdminSupportPage = screen(() => import('@/features/admin/support/pages/support-page'));
const AdminSupportTicketPage = screen(() => import('@/features/admin/support/pages/support-ticket-page'));
const InvoicesPage = screen(() => import('@/features/invoices/pages/invoices-page'));
const ContractPage = screen(() => import('@/features/contract/pages/contract-page'));
const AdminLegalDocumentsPage = screen(() => import('@/features/admin/legal-documents/pages/legal-documents-page'));
const AdminBinaryCyclesPage = screen(() => import('@/features/admin/binary-cycles/pages/binary-cycles-page'));
const AdminWalletMovementsPage = screen(() => import('@/features/wallet/pages/admin-wallet-movements-page'));
const AdminInvoicesPage = screen(() => import('@/features/invoices/pages/admin-invoices-page'));
const EnjoyPointsPage = screen(() => import('@/features/enjoy/pages/enjoy-points-page'));
const EnjoyPassPage = screen(() => import('@/features/enjoy/pages/enjoy-pass-page'));
const JourneysPage = screen(() => import('@/features/catalogue/pages/journeys-page'));
const JourneyPage = screen(() => import('@/features/catalogue/pages/journey-page'));
const CoursesPage = screen(() => import('@/features/catalogue/pages/courses-page'));
const AdminCataloguePage = screen(() => import('@/features/admin/catalogue/pages/catalogue-console-page'));
const AdminReservationsPage = screen(() => import('@/features/admin/reservations/pages/reservations-page'));
const AdminShopOrdersPage = screen(() => import('@/features/shop/pages/admin-shop-orders-page'));
const AdminReservationPage = screen(() => import('@/features/admin/reservations/pages/reservation-page'));
const AdminPhoneBookingPage = screen(() => import('@/features/admin/reservations/pages/phone-booking-page'));
const EnjoyEventsPage = screen(() => import('@/features/catalogue/pages/enjoy-events-page'));
const ReservationsPage = screen(() => import('@/features/reservations/pages/reservations-page'));
const ReservePage = screen(() => import('@/features/reservations/pages/reserve-page'));
const ReservationPage = screen(() => import('@/features/reservations/pages/reservation-page'));
const InsurancesPage = screen(() => import('@/features/insurances/pages/insurances-page'));
const ShopPage = screen(() => import('@/features/shop/pages/shop-page'));
const TrainingsPage = screen(() => import('@/features/trainings/pages/trainings-page'));
const ClubsPage = screen(() => import('@/features/clubs/pages/clubs-page'));
const ExtraBonusPage = screen(() => import('@/features/extra-bonuses/pages/extra-bonus-page'));
const AdminExtraBonusesPage = screen(() => import('@/features/admin/extra-bonuses/pages/extra-bonus-runs-page'));
const AdminJobsPage = screen(() => import('@/features/admin/jobs/pages/jobs-page'));
const AdminOutboxPage = screen(() => import('@/features/admin/outbox/pages/outbox-page'));
const AdminAuditLogPage = screen(() => import('@/features/admin/audit-log/pages/audit-log-page'));
const AdminLedgerCheckPage = screen(() => import('@/features/admin/ledger-check/pages/ledger-check-page'));
const AdminCompanyAccountsPage = screen(() => import('@/features/admin/company-accounts/pages/company-accounts-page'));
const TravelSearchPage = screen(() => import('@/features/travel-search/pages/travel-search-page'));
const WalletMovementsPage = screen(() => import('@/features/wallet/pages/wallet-movements-page'));
const PayoutsPage = screen(() => import('@/features/payouts/pages/payouts-page'));
// The charts library comes with this chunk only.
const NetworkStatisticsPage = screen(() => import('@/features/network/pages/statistics-page'));

/** Spec section 2, the root route and its children: the guard sits in the main layout (it needs the query cache). */
const protectedRoutes: RouteObject[] = [
  {
    path: '/',
    element: <ProtectedArea />,
    children: [
      { index: true, element: <Screen title="titles.dashboard"><DashboardPage /></Screen> },
      {
        // Spec section 2's root route "checkout", behind the main layout's guard: paying needs a logged-in member.
        path: 'checkout',
        children: [
          { index: true, element: <Screen title="titles.checkout"><CheckoutPage /></Screen> },
          { path: 'success', element: <Screen title="titles.checkoutSuccess"><CheckoutSuccessPage /></Screen> },
          { path: 'pending', element: <Screen title="titles.checkoutPending"><CheckoutPendingPage /></Screen> },
          { path: 'failure', element: <Screen title="titles.checkoutFailure"><CheckoutFailurePage /></Screen> },
          { path: '*', element: <Navigate to="/error/404" replace /> },
        ],
      },
      { path: 'membership', element: <Screen title="titles.membership"><MembershipPage /></Screen> },
      {
        // Issue 6: "my account" (profile, password and landing page come with their own screens).
        path: 'account',
        children: [
          { path: 'profile', element: <Screen title="titles.profile"><ProfilePage /></Screen> },
          { path: 'two-factor', element: <Screen title="titles.twoFactor"><TwoFactorPage /></Screen> },
          { path: 'password', element: <Screen title="titles.accountPassword"><ChangePasswordPage /></Screen> },
          { path: 'landing-page', element: <Screen title="titles.landingPage"><LandingPagePage /></Screen> },
          { path: '*', element: <Navigate to="/error/404" replace /> },
        ],
      },
      {
        // Issue 3: the "my network" screens.
        path: 'network',
        children: [
          { index: true, element: <Navigate to="/network/overview" replace /> },
          { path: 'binary', element: <Screen title="titles.networkBinary"><BinaryTreePage /></Screen> },
          { path: 'unilevel', element: <Screen title="titles.networkUnilevel"><UnilevelPage /></Screen> },
          { path: 'enjoy', element: <Screen title="titles.networkEnjoy"><EnjoyPage /></Screen> },
          { path: 'configuration', element: <Screen title="titles.networkConfiguration"><NetworkConfigurationPage /></Screen> },
          { path: 'overview', element: <Screen title="titles.networkOverview"><NetworkOverviewPage /></Screen> },
          // Menu "new user registration" (issue 16): the newcomer joins the member's network.
          { path: 'register', element: <Screen title="titles.officeRegistration"><OfficeRegistrationPage /></Screen> },
          { path: 'statistics', element: <Screen title="titles.networkStatistics"><NetworkStatisticsPage /></Screen> },
          // Issue 17: the extra monthly and extra annual bonus, one address per kind.
          { path: 'extra-bonus/:kind', element: <Screen title="titles.extraBonus"><ExtraBonusPage /></Screen> },
          { path: '*', element: <Navigate to="/error/404" replace /> },
        ],
      },
      {
        // Issue 17: the clubs, one address per kind (general, travel).
        path: 'clubs',
        children: [
          { index: true, element: <Navigate to="/clubs/general" replace /> },
          { path: ':kind', element: <Screen title="titles.clubs"><ClubsPage /></Screen> },
        ],
      },
      { path: 'enjoy-points', element: <Screen title="titles.enjoyPoints"><EnjoyPointsPage /></Screen> },
      { path: 'enjoy-pass', element: <Screen title="titles.enjoyPass"><EnjoyPassPage /></Screen> },
      // Issue 16: the travel search engine (members with travel features; the others see "no access").
      { path: 'travel-search', element: <Screen title="titles.travelSearch"><TravelSearchPage /></Screen> },
      {
        // Issue 15: the travel catalogue, one address per journey family (travel, yellow-tide, gto).
        path: 'journeys',
        children: [
          { index: true, element: <Navigate to="/journeys/travel" replace /> },
          { path: ':family', element: <Screen title="titles.journeys"><JourneysPage /></Screen> },
          { path: ':family/:id', element: <Screen title="titles.journey"><JourneyPage /></Screen> },
        ],
      },
      {
        // Issue 15: the Epicos movement, one address per programme.
        path: 'epicos',
        children: [
          { index: true, element: <Navigate to="/epicos/line-of-life" replace /> },
          { path: ':programme', element: <Screen title="titles.epicos"><CoursesPage /></Screen> },
        ],
      },
      { path: 'enjoy-events', element: <Screen title="titles.enjoyEvents"><EnjoyEventsPage /></Screen> },
      {
        // Issue 15: the member's reservations, and the reserve screen a catalogue card links to.
        path: 'reservations',
        children: [
          { index: true, element: <Screen title="titles.reservations"><ReservationsPage /></Screen> },
          { path: 'new/:type/:id', element: <Screen title="titles.reserve"><ReservePage /></Screen> },
          { path: ':id', element: <Screen title="titles.reservation"><ReservationPage /></Screen> },
        ],
      },
      // Issue 17: the partner store, its cart and the member's orders.
      { path: 'shop', element: <Screen title="titles.shop"><ShopPage /></Screen> },
      // Issue 16: the member's multi-insurance accesses.
      { path: 'insurances', element: <Screen title="titles.insurances"><InsurancesPage /></Screen> },
      // Issue 16: the recorded trainings.
      { path: 'trainings', element: <Screen title="titles.trainings"><TrainingsPage /></Screen> },
      {
        // Issue 5: wallet movements and payout requests.
        path: 'wallet',
        children: [
          { index: true, element: <Navigate to="/wallet/movements" replace /> },
          { path: 'movements', element: <Screen title="titles.walletMovements"><WalletMovementsPage /></Screen> },
          { path: '*', element: <Navigate to="/error/404" replace /> },
        ],
      },
      // Issue 6: the legal documents the member accepted.
      { path: 'contract', element: <Screen title="titles.contract"><ContractPage /></Screen> },
      {
        // Spec section 2 "invoices (received, issued, receipt)": one address per kind.
        path: 'invoices',
        children: [
          { index: true, element: <Navigate to="/invoices/received" replace /> },
          { path: ':kind', element: <Screen title="titles.invoices"><InvoicesPage /></Screen> },
        ],
      },
      { path: 'payouts', element: <Screen title="titles.payouts"><PayoutsPage /></Screen> },
      {
        // DESIGN.md section 9: the admin console; the guard shows members a no-permission screen instead.
        path: 'admin',
        element: <AdminGuard />,
        children: [
          { index: true, element: <Navigate to="/admin/transfers-pending" replace /> },
          { path: 'transfers-pending', element: <Screen title="titles.adminIncomingBankTransfers"><AdminIncomingBankTransfersPage /></Screen> },
          { path: 'payments', element: <Screen title="titles.adminPayments"><AdminPaymentsPage /></Screen> },
          { path: 'payouts', element: <Screen title="titles.adminPayouts"><AdminPayoutsPage /></Screen> },
          // Issue 18: every member's wallet movements and invoices (the member screens list one's own).
          { path: 'wallet-movements', element: <Screen title="titles.adminWalletMovements"><AdminWalletMovementsPage /></Screen> },
          { path: 'invoices', element: <Navigate to="/admin/invoices/received" replace /> },
          { path: 'invoices/:kind', element: <Screen title="titles.adminInvoices"><AdminInvoicesPage /></Screen> },
          { path: 'memberships', element: <Screen title="titles.adminMemberships"><AdminMembershipsPage /></Screen> },
          { path: 'variables', element: <Screen title="titles.adminVariables"><AdminVariablesPage /></Screen> },
          { path: 'special-offers', element: <Screen title="titles.adminSpecialOffers"><AdminSpecialOffersPage /></Screen> },
          { path: 'legal-documents', element: <Screen title="titles.adminLegalDocuments"><AdminLegalDocumentsPage /></Screen> },
          { path: 'binary-cycles', element: <Screen title="titles.adminBinaryCycles"><AdminBinaryCyclesPage /></Screen> },
          { path: 'extra-bonuses', element: <Screen title="titles.adminExtraBonuses"><AdminExtraBonusesPage /></Screen> },
          { path: 'jobs', element: <Screen title="titles.adminJobs"><AdminJobsPage /></Screen> },
          { path: 'mail-outbox', element: <Screen title="titles.adminOutbox"><AdminOutboxPage /></Screen> },
          { path: 'audit-log', element: <Screen title="titles.adminAuditLog"><AdminAuditLogPage /></Screen> },
          { path: 'ledger-check', element: <Screen title="titles.adminLedgerCheck"><AdminLedgerCheckPage /></Screen> },
          { path: 'company-accounts', element: <Screen title="titles.adminCompanyAccounts"><AdminCompanyAccountsPage /></Screen> },
          { path: 'members', element: <Screen title="titles.adminMembers"><AdminMembersPage /></Screen> },
          { path: 'members/:id', element: <Screen title="titles.adminMember"><AdminMemberPage /></Screen> },
          { path: 'support', element: <Screen title="titles.adminSupport"><AdminSupportPage /></Screen> },
          { path: 'catalogue', element: <Navigate to="/admin/catalogue/journeys" replace /> },
          { path: 'catalogue/:resource', element: <Screen title="titles.adminCatalogue"><AdminCataloguePage /></Screen> },
          { path: 'reservations', element: <Screen title="titles.adminReservations"><AdminReservationsPage /></Screen> },
          { path: 'shop-orders', element: <Screen title="titles.adminShopOrders"><AdminShopOrdersPage /></Screen> },
          { path: 'reservations/new', element: <Screen title="titles.adminPhoneBooking"><AdminPhoneBookingPage /></Screen> },
          { path: 'reservations/:id', element: <Screen title="titles.adminReservation"><AdminReservationPage /></Screen> },
          { path: 'support/:id', element: <Screen title="titles.adminSupportTicket"><AdminSupportTicketPage /></Screen> },
          { path: '*', element: <Navigate to="/error/404" replace /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/error/404" replace /> },
];

/** Starts the download of the screen at this address, as soon as this chunk is in (see preloadScreens). */
export const preloadPage = (pathname: string) => preloadScreens(protectedRoutes, pathname);

/** Every address the public routes of router.tsx leave to the protected area. */
export function Component() {
  return useRoutes(protectedRoutes);
}
