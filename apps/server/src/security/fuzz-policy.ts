import type { Operation } from './openapi-operations';

/**
 * The only operations anybody may call without signing in (DESIGN.md section 4: everything else is
 * authorised on the server). A new public route must be added here on purpose.
 */
const PUBLIC_OPERATIONS = new Set([
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/client-config',
  'POST /api/login',
  'POST /reset-password/api/checkLastLogin',
  'POST /reset-password/api',
  'GET /reset-password/api/reset/{token}',
  'POST /reset-password/api/reset/{token}',
  'POST /api/register',
  'GET /api/sponsor/{username}',
  'GET /api/checkDni/{dni}',
  'GET /api/checkEmail/{email}',
  'GET /api/checkUsername/{username}',
  'GET /api/variables',
  'GET /api/variables/{id}',
  'GET /api/countries',
  'GET /api/countries/{id}',
  'GET /api/states',
  'GET /api/states/{id}',
  'GET /api/cms',
  'GET /api/cms/{id}',
  'GET /api/member_ships',
  'GET /api/member_ships/{id}',
  'GET /api/presentation/{name}',
  'GET /api/presentation/{name}/photo',
  // Stripe's publishable key: public by design, the sign-up form needs it.
  'GET /api/payments/credentialsStripe',
]);

export const isPublic = (operation: Operation) => PUBLIC_OPERATIONS.has(`${operation.method} ${operation.template}`);

/** Kinds of record a member owns; the fuzz test seeds some of each for two members. */
export const OWNED_RECORDS = [
  'user', 'payment', 'registerOrder', 'invoice', 'transfer', 'ticket', 'media', 'profile', 'walletMovement', 'userStat', 'userEnjoy', 'acceptance', 'twoFactor',
  'reservation', 'insuranceAccess', 'enjoyPassAccess', 'shopOrder',
] as const;
export type OwnedRecord = (typeof OWNED_RECORDS)[number];

// The catalogue's collection paths (issue 15), the trainings and the travel search engine's partners (issue 16), the shop's products and the clubs (issue 17).
const CATALOGUE = /^\/api\/(travel|excursions|courses|event_enjoys|category_events|attendance_codes|trainings|travel_tools|products|clubs)(\/|$)/;

/**
 * What the path id of an operation names: a member's own record (another member must never get a 2xx
 * for it), `shared` reference data anyone signed in may read, or an `admin` console route. Ordered:
 * the first matching pattern wins. An operation with a path parameter that no pattern matches fails
 * the fuzz test, so a new route is classified on purpose, not by accident.
 */
const PATH_IDS: [RegExp, OwnedRecord | 'shared' | 'admin'][] = [
  [/^\/api\/admin[/_-]/, 'admin'],
  [/^\/api\/users\/\{id\}/, 'user'],
  [/^\/api\/wallets\/\{id\}$/, 'user'],
  [/^\/api\/payments\/calculateAmountMonthly\/\{id\}$/, 'user'],
  [/^\/api\/payments\/(payWith\/|confirmPayment\/)?\{id\}$/, 'payment'],
  [/^\/api\/register_orders\/\{id\}$/, 'registerOrder'],
  [/^\/(api|pdf)\/invoices\/\{id\}$/, 'invoice'],
  [/^\/api\/transfers\/\{id\}$/, 'transfer'],
  [/^\/api\/support_tickets\/\{id\}/, 'ticket'],
  [/^\/api\/media_objects\/\{id\}/, 'media'],
  [/^\/api\/profiles\/\{id\}$/, 'profile'],
  [/^\/api\/wallet_movements\/\{id\}$/, 'walletMovement'],
  [/^\/api\/user_stats\/\{id\}$/, 'userStat'],
  [/^\/api\/user_enjoys\/\{id\}$/, 'userEnjoy'],
  [/^\/api\/document_acceptances\/\{id\}$/, 'acceptance'],
  [/^\/api\/google_fas\/\{id\}$/, 'twoFactor'],
  [/^\/api\/reservations\/\{id\}/, 'reservation'],
  [/^\/api\/insurance_accesses\/\{id\}$/, 'insuranceAccess'],
  [/^\/api\/enjoy_pass_accesses\/\{id\}$/, 'enjoyPassAccess'],
  [/^\/api\/shop_orders\/\{id\}$/, 'shopOrder'],
  // Reference data, public lookups and the one-time reset token: nobody's record.
  [/^\/api\/(variables|countries|states|cms|member_ships|irpfs)\//, 'shared'],
  [/^\/api\/(sponsor|checkDni|checkEmail|checkUsername|presentation)\//, 'shared'],
  [/^\/reset-password\/api\/reset\/\{token\}$/, 'shared'],
  // A kind of club (0/1), not a record: the answer is always the caller's own progress.
  [/^\/api\/user\/infoClub\/\{isTravel\}$/, 'shared'],
  // The catalogue: nobody's record (what a member may see of it is the catalogue tests' business).
  [CATALOGUE, 'shared'],
];

/** How an operation's path id is owned, `none` without a path parameter, `unclassified` for a route nobody classified. */
export function pathIdOwner(operation: Operation): OwnedRecord | 'shared' | 'admin' | 'none' | 'unclassified' {
  if (/^\/api\/admin[/_-]/.test(operation.template)) return 'admin';
  if (operation.pathParams.length === 0) return 'none';
  return PATH_IDS.find(([pattern]) => pattern.test(operation.template))?.[1] ?? 'unclassified';
}

/**
 * The catalogue's writes are the console's generic table service at the collection path (spec section 7), but a
 * member's POST /api/attendance_codes is a check-in.
 */
const isCatalogueConsole = ({ method, template }: Operation) =>
  CATALOGUE.test(template) && method !== 'GET' && !(method === 'POST' && template === '/api/attendance_codes');

/** Console routes: a member is refused with 403 before anything else is looked at (issue 13 item 12). */
export const isAdminOnly = (operation: Operation) => /^\/api\/admin[/_-]/.test(operation.template) || isCatalogueConsole(operation);
