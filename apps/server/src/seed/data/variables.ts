import { COMPANY_TIME_ZONE, DEFAULT_INSURANCE_PARTNER_URL, MINIMUM_AGE, PLAN_DEFAULTS, STATISTICS_START, TAX_NAMES } from '@vo/domain';

/**
 * Seed data for the `variables` table: the business constants of the product
 * (back-office spec section 9; DESIGN.md sections 7 and 8). Every value is a
 * string: amounts in EUR with two decimals, percentages as plain numbers,
 * flags as 'true' / 'false', lists comma-separated. An admin can change any of
 * them; code reads them from the table instead of hard-coding them. The plan's and prices' defaults
 * come from the domain's PLAN_DEFAULTS, which the browser and the domain's maths fall back on too.
 */
export interface VariableSeed {
  keyValue: string;
  value: string;
  description: string;
}

interface PaymentProviderDefaults {
  code: string;
  label: string;
  active: boolean;
  percent: string;
  base: string;
}

/** Spec section 9, "Payment providers (production)". */
const PAYMENT_PROVIDERS: PaymentProviderDefaults[] = [
  { code: 'STRIPE_PAYMENT', label: 'card provider (Stripe)', active: true, percent: '1.7', base: '0.25' },
  { code: 'TRANS_PAYMENT', label: 'bank transfer', active: true, percent: '0', base: '0.00' },
  { code: 'COINGATE_PAYMENT', label: 'crypto provider (CoinGate)', active: false, percent: '1.5', base: '0.00' },
  { code: 'PAYPAL_PAYMENT', label: 'wallet provider (PayPal)', active: false, percent: '6', base: '0.35' },
  { code: 'REDSYS_PAYMENT', label: 'bank card processor (Redsys)', active: false, percent: '0', base: '0.00' },
  { code: 'UINKU_PAYMENT', label: 'Uinku payment provider', active: false, percent: '0', base: '0.00' },
];

/** Euros as the variables write them: two decimals. */
const euros = (amount: number) => amount.toFixed(2);

const PROVIDER_VARIABLES: VariableSeed[] = PAYMENT_PROVIDERS.flatMap((p) => [
  {
    keyValue: `fee.${p.code}.percent`,
    value: p.percent,
    description: `Percentage fee added to payments made with the ${p.label}.`,
  },
  {
    keyValue: `fee.${p.code}.base`,
    value: p.base,
    description: `Fixed base fee in EUR added to payments made with the ${p.label}.`,
  },
  {
    keyValue: `provider.${p.code}.active`,
    value: p.active ? 'true' : 'false',
    description: `Whether the ${p.label} is offered as a payment method.`,
  },
]);

export const VARIABLES: VariableSeed[] = [
  // Interface and application
  { keyValue: 'appVersion', value: 'v1.0', description: 'Application version shown in the interface.' },
  { keyValue: 'defaultLanguage', value: 'es', description: 'Default interface language (es, en or pt).' },
  { keyValue: 'supportWidgetTimeoutMs', value: '30000', description: 'Default timeout in milliseconds of the support widget.' },
  { keyValue: 'toastTimeoutMs', value: '5000', description: 'Milliseconds before a toast notification auto-dismisses.' },
  { keyValue: 'toastExtendedTimeoutMs', value: '1000', description: 'Extra milliseconds a toast stays visible after the pointer leaves it.' },
  { keyValue: 'toastEaseMs', value: '300', description: 'Duration in milliseconds of the toast show/hide animation.' },
  { keyValue: 'toastPosition', value: 'top-right', description: 'Screen position of toast notifications (newest on top).' },
  { keyValue: 'pageSizeOptions', value: '3,5,10,15,50,100', description: 'Page sizes offered in paginated lists.' },
  { keyValue: 'defaultPageSize', value: '10', description: 'Default number of rows per page in paginated lists.' },
  { keyValue: 'defaultSortColumn', value: 'id', description: 'Default sort column of paginated lists.' },
  { keyValue: 'defaultSortDirection', value: 'asc', description: 'Default sort direction of paginated lists (asc or desc).' },
  { keyValue: 'splashFadeMs', value: '800', description: 'Duration in milliseconds of the splash screen fade-out.' },
  { keyValue: 'eventThrottleMs', value: '20', description: 'Throttle interval in milliseconds for scroll and resize events.' },
  { keyValue: 'insurancePartnerUrl', value: DEFAULT_INSURANCE_PARTNER_URL, description: 'Link of a multi-insurance access: the partner page with its agency code; {code} is replaced by the access code.' },
  { keyValue: 'supportPhone', value: '+34 922 000 000', description: 'Assistance phone shown in the help area (bookings by phone); demo value.' },
  { keyValue: 'supportPhoneHours', value: 'Mon-Fri 09:30-13:30, 15:00-19:00', description: 'Opening hours of phone support (Europe/Madrid time): day codes (Mon..Sun, one day or a range) then time ranges; each member reads them in their language.' },

  // Taxes and prices
  { keyValue: 'taxRate', value: String(PLAN_DEFAULTS.taxRate), description: 'Tax rate in percent applied to memberships and purchases.' },
  { keyValue: 'taxName', value: TAX_NAMES.taxName, description: 'Name of the company\'s tax on memberships and purchases, the same word in every language (Canary Islands general indirect tax).' },
  { keyValue: 'transferTaxName', value: TAX_NAMES.transferTaxName, description: 'Name of the tax a company or freelancer member charges on a payout (self-billing invoice), the same word in every language.' },
  { keyValue: 'shopMinimumAmount', value: euros(PLAN_DEFAULTS.shopMinimumAmount), description: 'Minimum shop order in EUR, VAT included: a smaller cart is replaced by the country\'s default order.' },
  { keyValue: 'annualRenewalAmount', value: euros(PLAN_DEFAULTS.annualRenewalAmount), description: 'Annual membership renewal price in EUR, tax included.' },

  // Points
  { keyValue: 'enjoyPointsMinimum', value: String(PLAN_DEFAULTS.enjoyPointsMinimum), description: 'Minimum number of Enjoy Points per purchase.' },
  { keyValue: 'enjoyPointEuroValue', value: String(PLAN_DEFAULTS.enjoyPointEuroValue), description: 'Value in EUR of one Enjoy Point.' },
  { keyValue: 'travelPointEuroValue', value: String(PLAN_DEFAULTS.travelPointEuroValue), description: 'Value in EUR of one Travel Point.' },
  { keyValue: 'enjoyPassOptions', value: PLAN_DEFAULTS.enjoyPassOptions.join(','), description: 'Enjoy Pass quantities offered, each for the same number of Enjoy Points.' },
  { keyValue: 'enjoyPassValidityDays', value: String(PLAN_DEFAULTS.enjoyPassValidityDays), description: 'Days the credentials of a given Enjoy Pass stay valid.' },
  { keyValue: 'travelPointsCruiseMaxPercent', value: String(PLAN_DEFAULTS.travelPointsCruiseMaxPercent), description: 'Maximum percent of a cruise reservation price payable with Travel Points.' },
  { keyValue: 'travelPointsTourOperatorMaxPercent', value: String(PLAN_DEFAULTS.travelPointsTourOperatorMaxPercent), description: 'Maximum percent of a tour-operator reservation price payable with Travel Points.' },
  { keyValue: 'reservationFreeCancelDays', value: String(PLAN_DEFAULTS.reservationFreeCancelDays), description: 'Days before departure up to which a cancelled reservation gets everything back; later the deposit is kept.' },

  // Payment providers
  ...PROVIDER_VARIABLES,

  // Payouts (transfers)
  { keyValue: 'transferMinimumAmount', value: euros(PLAN_DEFAULTS.transferMinimumAmount), description: 'Minimum payout (transfer) request amount in EUR.' },
  { keyValue: 'transferCost.spain', value: euros(PLAN_DEFAULTS['transferCost.spain']), description: 'Payout cost in EUR when the bank account is in Spain.' },
  { keyValue: 'transferCost.eu', value: euros(PLAN_DEFAULTS['transferCost.eu']), description: 'Payout cost in EUR when the bank account is in another EU country.' },
  { keyValue: 'transferCost.other', value: euros(PLAN_DEFAULTS['transferCost.other']), description: 'Payout cost in EUR when the bank account is outside the EU.' },
  { keyValue: 'transferVatRate', value: String(PLAN_DEFAULTS.transferVatRate), description: 'VAT percent a company or freelancer member charges on a payout (self-billing invoice).' },
  { keyValue: 'payoutProcessingDays', value: 'Mon,Tue,Wed', description: 'Weekdays of the following week on which payout requests are processed.' },
  { keyValue: 'isAdminOnUserActive', value: 'true', description: 'Whether admins may act on behalf of a member (admin-on-user access).' },
  { keyValue: 'auditRetentionDays', value: String(PLAN_DEFAULTS.auditRetentionDays), description: 'Days sign-ins and failed sign-ins stay in the audit log; other audit events are kept.' },
  { keyValue: 'adminOnUserFee', value: '0.00', description: 'Fee in EUR charged for an admin-on-user operation.' },

  // Compensation plan
  { keyValue: 'paymentExpiryDays', value: String(PLAN_DEFAULTS.paymentExpiryDays), description: 'Days a payment may stay prepared or pending before it expires and can no longer be paid.' },
  { keyValue: 'retainedRefundWindowDays', value: String(PLAN_DEFAULTS.retainedRefundWindowDays), description: 'Days a commission stays retained after the payment that caused it (refund window).' },
  { keyValue: 'unilevel.level1', value: '10', description: 'Unilevel residual percent earned on level 1 (direct sponsorships).' },
  { keyValue: 'unilevel.level2', value: '5', description: 'Unilevel residual percent earned on level 2.' },
  { keyValue: 'unilevel.level3', value: '5', description: 'Unilevel residual percent earned on level 3.' },
  { keyValue: 'unilevel.level4', value: '3', description: 'Unilevel residual percent earned on level 4.' },
  { keyValue: 'unilevel.level5', value: '2', description: 'Unilevel residual percent earned on level 5.' },
  { keyValue: 'enjoyBonus.level1', value: '5', description: 'Travel Points percent earned on level 1 when a downline member spends Enjoy Points (Enjoy bonus).' },
  { keyValue: 'enjoyBonus.level2', value: '3', description: 'Enjoy bonus percent (Travel Points) on level 2.' },
  { keyValue: 'enjoyBonus.level3', value: '2', description: 'Enjoy bonus percent (Travel Points) on level 3.' },
  { keyValue: 'enjoyBonus.level4', value: '1', description: 'Enjoy bonus percent (Travel Points) on level 4.' },
  { keyValue: 'enjoyBonus.level5', value: '1', description: 'Enjoy bonus percent (Travel Points) on level 5.' },
  { keyValue: 'extraMonthlyBonusPercent', value: String(PLAN_DEFAULTS.extraMonthlyBonusPercent), description: 'Extra monthly bonus pool: percent of the month\'s net membership revenue shared among the members qualified for a club.' },
  { keyValue: 'extraAnnualBonusPercent', value: String(PLAN_DEFAULTS.extraAnnualBonusPercent), description: 'Extra annual bonus pool: percent of the year\'s net membership revenue shared among the members qualified for a club during the year.' },
  { keyValue: 'binaryCycleTimezone', value: COMPANY_TIME_ZONE, description: 'Time zone of the weekly binary cycle (Sunday night) and other scheduled jobs.' },

  // Statistics, uploads and registration
  { keyValue: 'statisticsStartDate', value: STATISTICS_START, description: 'Earliest date for which statistics are available (YYYY-MM-DD).' },
  { keyValue: 'statisticsRefreshHours', value: '24', description: 'Hours between statistics refreshes; activation may also take this long.' },
  { keyValue: 'uploadMaxBytes', value: '2097152', description: 'Maximum upload size in bytes (2 MB).' },
  { keyValue: 'minimumAge', value: String(MINIMUM_AGE), description: 'Minimum age in years to register as a member.' },

  // Company data (demo values, used on invoices and payment instructions)
  { keyValue: 'companyName', value: 'Virtual Office Travel S.L.', description: 'Legal name of the company shown on invoices.' },
  { keyValue: 'companyVat', value: 'B00000000', description: 'Company tax identification number (CIF/NIF); demo value.' },
  { keyValue: 'companyIban', value: 'ES9121000418450200051332', description: 'Company IBAN shown for bank transfer payments; demo value.' },
  { keyValue: 'companyBic', value: 'CAIXESBBXXX', description: 'BIC of the company account (companyIban), debtor of the payout SEPA file; demo value.' },
  {
    keyValue: 'companyAddress',
    value: 'Calle Mayor de Triana 1, 35002 Las Palmas de Gran Canaria, Las Palmas, España',
    description: 'Registered address of the company shown on invoices; demo value.',
  },
];
