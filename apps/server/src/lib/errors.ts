import type { ErrorDetails, Violation } from '@vo/domain';

/** Stable error codes; one table maps each to its HTTP status and translation key (STYLE.md rule 5). */
export const ERRORS = {
  VALIDATION: { status: 400, key: 'errors.validation' },
  BAD_REQUEST: { status: 400, key: 'errors.badRequest' },
  INVALID_LOGIN: { status: 400, key: 'errors.invalidLogin' },
  INVALID_GRANT: { status: 400, key: 'errors.invalidGrant' },
  UNSUPPORTED_GRANT: { status: 400, key: 'errors.unsupportedGrant' },
  RESET_TOKEN_INVALID: { status: 400, key: 'errors.resetTokenInvalid' },
  WRONG_PASSWORD: { status: 400, key: 'errors.wrongPassword' },
  INVALID_CLIENT: { status: 401, key: 'errors.invalidClient' },
  UNAUTHORIZED: { status: 401, key: 'errors.unauthorized' },
  USER_INACTIVE: { status: 403, key: 'errors.userInactive' },
  // Inactive because the registration's payment has not arrived: the login says so, with how to pay it (issue 18).
  REGISTRATION_PAYMENT_PENDING: { status: 403, key: 'errors.registrationPaymentPending' },
  USER_BLOCKED: { status: 403, key: 'errors.userBlocked' },
  USER_DEACTIVATED: { status: 403, key: 'errors.userDeactivated' },
  // A token of a member an admin blocked, or whose sessions an admin ended: the browser tells why on its login page.
  ACCOUNT_BLOCKED: { status: 401, key: 'errors.accountBlocked' },
  SESSION_ENDED: { status: 401, key: 'errors.sessionEnded' },
  MEMBER_ALREADY_BLOCKED: { status: 409, key: 'errors.memberAlreadyBlocked' },
  MEMBER_NOT_BLOCKED: { status: 409, key: 'errors.memberNotBlocked' },
  // Decision 113: admin roles change in the console; never one's own, never the last admin's, never the company root's.
  OWN_ADMIN_ROLE: { status: 409, key: 'errors.ownAdminRole' },
  LAST_ADMIN: { status: 409, key: 'errors.lastAdmin' },
  ROLE_ALREADY_HELD: { status: 409, key: 'errors.roleAlreadyHeld' },
  ROLE_NOT_HELD: { status: 409, key: 'errors.roleNotHeld' },
  ROLE_NOT_CHANGEABLE: { status: 409, key: 'errors.roleNotChangeable' },
  FORBIDDEN: { status: 403, key: 'errors.noPermission' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, key: 'errors.passwordChangeRequired' },
  NOT_WHILE_IMPERSONATING: { status: 403, key: 'errors.notWhileImpersonating' },
  TWO_FACTOR_ENROLMENT_REQUIRED: { status: 403, key: 'errors.twoFactorEnrolmentRequired' },
  NOT_ON_YOURSELF: { status: 403, key: 'errors.notOnYourself' },
  IMPERSONATION_NOT_ALLOWED: { status: 403, key: 'errors.impersonationNotAllowed' },
  IMPERSONATION_NO_ACCESS: { status: 422, key: 'errors.impersonationNoAccess' },
  SECOND_FACTOR_REQUIRED: { status: 401, key: 'errors.secondFactorRequired' },
  NOT_FOUND: { status: 404, key: 'errors.notFound' },
  USER_NOT_FOUND: { status: 404, key: 'errors.userNotFound' },
  CONFLICT: { status: 409, key: 'errors.conflict' },
  DOCUMENT_VERSION_NOT_CURRENT: { status: 409, key: 'errors.documentVersionNotCurrent' },
  // A delete the console asks for while other rows (reservations, excursions, events, codes...) still refer to the item.
  ITEM_IN_USE: { status: 409, key: 'errors.itemInUse' },
  SPONSOR_NOT_FOUND: { status: 422, key: 'errors.sponsorNotFound' },
  // Looking a sponsor up reads a resource (404); registering with one that is missing is a bad field (422).
  SPONSOR_UNKNOWN: { status: 404, key: 'errors.sponsorNotFound' },
  UPLINE_NOT_FOUND: { status: 422, key: 'errors.uplineNotFound' },
  MEMBERSHIP_NOT_FOUND: { status: 422, key: 'errors.membershipNotFound' },
  WALLET_NOT_ENOUGH: { status: 422, key: 'errors.walletNotEnough' },
  ENJOY_POINTS_NOT_ENOUGH: { status: 422, key: 'errors.enjoyPointsNotEnough' },
  PAYMENT_NOT_FOUND: { status: 404, key: 'errors.paymentNotFound' },
  PAYMENT_NOT_VALID: { status: 409, key: 'errors.paymentNotValid' },
  // One sign-up, one registration payment that can be paid (issue 18 item 20).
  REGISTRATION_PAYMENT_EXISTS: { status: 409, key: 'errors.registrationPaymentExists' },
  // Left unpaid past `paymentExpiryDays`: no confirmation, by the member, an admin or the card webhook (issue 18 item 17).
  PAYMENT_EXPIRED: { status: 409, key: 'errors.paymentExpired' },
  // Issue 19: a mail still waiting would go twice; a sent one whose one-time link was dropped would arrive broken.
  MAIL_STILL_QUEUED: { status: 409, key: 'errors.mailStillQueued' },
  MAIL_LINK_GONE: { status: 409, key: 'errors.mailLinkGone' },
  BINARY_WEEK_NOT_ENDED: { status: 422, key: 'errors.binaryWeekNotEnded' },
  BINARY_WEEK_SUPERSEDED: { status: 409, key: 'errors.binaryWeekSuperseded' },
  EXTRA_BONUS_PERIOD_NOT_ENDED: { status: 422, key: 'errors.extraBonusPeriodNotEnded' },
  EXTRA_BONUS_CLUBS_NOT_QUALIFIED: { status: 409, key: 'errors.extraBonusClubsNotQualified' },
  PAYMENT_METHOD_INACTIVE: { status: 422, key: 'errors.paymentMethodInactive' },
  CARD_NOT_CONFIGURED: { status: 503, key: 'errors.cardNotConfigured' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, key: 'errors.webhookSignatureInvalid' },
  NOT_MONTHLY_PAYMENT: { status: 422, key: 'errors.notMonthlyPayment' },
  PAYOUT_NOT_ALLOWED: { status: 403, key: 'errors.payoutNotAllowed' },
  BANK_DATA_MISSING: { status: 422, key: 'errors.bankDataMissing' },
  TRANSFER_NOT_FOUND: { status: 404, key: 'errors.notFound' },
  TRANSFER_NOT_VALID: { status: 409, key: 'errors.transferNotValid' },
  PAYOUT_EXPORT_EMPTY: { status: 422, key: 'errors.payoutExportEmpty' },
  TOO_MANY_ATTEMPTS: { status: 429, key: 'errors.tooManyAttempts' },
  TOO_MANY_REQUESTS: { status: 429, key: 'errors.tooManyRequests' },
  DATABASE_UNAVAILABLE: { status: 503, key: 'errors.databaseUnavailable' },
  // Reservations (spec section 8 "Reservation errors"; DESIGN.md section 7b).
  RESERVATION_ITEM_NOT_FOUND: { status: 422, key: 'errors.reservationItemNotFound' },
  RESERVATION_NO_PERMISSION: { status: 403, key: 'errors.reservationNoPermission' },
  RESERVATION_NOT_ALLOWED: { status: 422, key: 'errors.reservationNotAllowed' },
  RESERVATION_CLOSED: { status: 422, key: 'errors.reservationClosed' },
  RESERVATION_SOLD_OUT: { status: 409, key: 'errors.reservationSoldOut' },
  ADMIN_ON_USER_OFF: { status: 403, key: 'errors.adminOnUserOff' },
  SHOP_SOLD_OUT: { status: 409, key: 'errors.shopSoldOut' },
  SHOP_SOLD_OUT_REFUNDED: { status: 409, key: 'errors.shopSoldOutRefunded' },
  PAYMENT_CLOSED_REFUNDED: { status: 409, key: 'errors.paymentClosedRefunded' },
  SHOP_ORDER_STATE: { status: 409, key: 'errors.shopOrderState' },
  RESERVATION_ALREADY_BOOKED: { status: 409, key: 'errors.reservationAlreadyBooked' },
  RESERVATION_JOURNEY_FIRST: { status: 422, key: 'errors.reservationJourneyFirst' },
  RESERVATION_DEPOSIT_NOT_ENOUGH: { status: 422, key: 'errors.reservationDepositNotEnough' },
  RESERVATION_STATE: { status: 409, key: 'errors.reservationState' },
  TRAVEL_POINTS_NOT_ENOUGH: { status: 422, key: 'errors.travelPointsNotEnough' },
  ATTENDANCE_CODE_INVALID: { status: 422, key: 'errors.attendanceCodeInvalid' },
  ATTENDANCE_NOT_BOOKED: { status: 422, key: 'errors.attendanceNotBooked' },
  ATTENDANCE_ALREADY_RECORDED: { status: 409, key: 'errors.attendanceAlreadyRecorded' },
  // Enjoy Pass credentials (spec section 8 "An Enjoy Pass already exists for that e-mail"; DESIGN.md section 7b).
  ENJOY_PASS_EXISTS: { status: 409, key: 'errors.enjoyPassExists' },
  ENJOY_PASS_NONE_LEFT: { status: 422, key: 'errors.enjoyPassNoneLeft' },
  // Insurances (DESIGN.md section 7b): one access per address and member a day.
  // Spec section 8 toasts: an address that already received an insurance access today; a lookup of a non-address.
  EMAIL_ALREADY_ACTIVE: { status: 409, key: 'errors.emailAlreadyActive' },
  EMAIL_WRONG: { status: 400, key: 'errors.emailWrong' },
  // Special offers (decision 117): a sign-up asks for an offer that is not on now; an admin's offer overlaps another.
  PROMOTION_NOT_AVAILABLE: { status: 409, key: 'errors.promotionNotAvailable' },
  SPECIAL_OFFER_OVERLAP: { status: 409, key: 'errors.specialOfferOverlap' },
  // Spec sections 6 and 8: the travel search engine without a membership with travel features ("no access").
  TRAVEL_FEATURES_REQUIRED: { status: 403, key: 'errors.noPermission' },
  INTERNAL: { status: 500, key: 'errors.general' },
} as const satisfies Record<string, { status: number; key: string }>;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly violations: Violation[] = [],
    /** Facts the caller acts on, sent as the hydra:Error's `details`. */
    readonly details?: ErrorDetails,
  ) {
    super(code);
    this.name = 'AppError';
  }

  get status(): number {
    return ERRORS[this.code].status;
  }

  static validation(propertyPath: string, code: string, params: Record<string, unknown> = {}): AppError {
    return new AppError('VALIDATION', [{ propertyPath, code, params }]);
  }
}
