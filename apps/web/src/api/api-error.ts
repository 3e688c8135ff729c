import type { ErrorDetails, HydraError } from '@vo/domain';

type DomainViolation = NonNullable<HydraError['violations']>[number];

/**
 * One invalid field, typed by the domain's hydra:Error (docs/api.md; `message` is already translated). The body comes
 * from the network: unknown keys are dropped, a missing code, message or params tolerated; no `propertyPath`, no violation.
 */
export type ApiViolation = Pick<DomainViolation, 'propertyPath' | 'message'> & Partial<Pick<DomainViolation, 'code' | 'params'>>;

/** Any failed call: HTTP status (0 when the network failed), the server's stable code and its translated text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly description: string | undefined,
    readonly violations: ApiViolation[] = [],
    /** Facts the server gave to act on (a pending sign-up's bank transfer), checked against the domain's schema. */
    readonly details?: ErrorDetails,
  ) {
    super(description ?? code ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  static network(cause: unknown): ApiError {
    const error = new ApiError(0, 'NETWORK', undefined);
    error.cause = cause;
    return error;
  }
}

interface HydraErrorBody {
  'hydra:description'?: unknown;
  detail?: unknown;
  code?: unknown;
  violations?: unknown;
  details?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// Checked by hand rather than with zod: every page's first download carries this module, and not zod (issue 20).
function toViolations(raw: unknown[]): ApiViolation[] {
  return raw.flatMap((one) => {
    if (!isRecord(one) || typeof one.propertyPath !== 'string') return [];
    return [{
      propertyPath: one.propertyPath,
      code: typeof one.code === 'string' ? one.code : undefined,
      message: typeof one.message === 'string' ? one.message : '',
      params: isRecord(one.params) ? one.params : undefined,
    }];
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The details the server sends, kept only when every field has its type: a pending sign-up's bank transfer, or the day
 * a deactivated account became inactive.
 */
function toDetails(raw: unknown): ErrorDetails | undefined {
  if (isRecord(raw) && typeof raw.deactivateDate === 'string' && DAY.test(raw.deactivateDate)) return { deactivateDate: raw.deactivateDate };
  if (!isRecord(raw) || !isRecord(raw.payment)) return undefined;
  const { paymentId, method, iban, beneficiary, concept, amount } = raw.payment;
  if (typeof paymentId !== 'number' || method !== 'TRANS_PAYMENT' || typeof amount !== 'number') return undefined;
  if (typeof iban !== 'string' || typeof beneficiary !== 'string' || typeof concept !== 'string') return undefined;
  return { payment: { paymentId, method, iban, beneficiary, concept, amount } };
}

/** Builds the ApiError of a non-2xx answer from its hydra:Error body (or whatever came back). */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (!body || typeof body !== 'object') return new ApiError(status, undefined, undefined);
  const b = body as HydraErrorBody;
  const description = typeof b['hydra:description'] === 'string' ? b['hydra:description'] : typeof b.detail === 'string' ? b.detail : undefined;
  const violations = Array.isArray(b.violations) ? toViolations(b.violations) : [];
  return new ApiError(status, typeof b.code === 'string' ? b.code : undefined, description, violations, toDetails(b.details));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
