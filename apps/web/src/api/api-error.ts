import { hydraErrorSchema, type ErrorDetails } from '@vo/domain';
import { z } from 'zod';

const violation = hydraErrorSchema.shape.violations.unwrap().element.shape;

/**
 * One invalid field, typed by the domain's hydra:Error (docs/api.md; `message` is already translated). The body comes
 * from the network: unknown keys are dropped, a missing code, message or params tolerated; no `propertyPath`, no violation.
 */
const untrustedViolationSchema = z.object({
  propertyPath: violation.propertyPath,
  code: violation.code.optional().catch(undefined),
  message: violation.message.catch(''),
  params: violation.params.catch(undefined),
});
export type ApiViolation = z.infer<typeof untrustedViolationSchema>;

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

function toViolations(raw: unknown[]): ApiViolation[] {
  return raw.flatMap((one) => {
    const parsed = untrustedViolationSchema.safeParse(one);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Builds the ApiError of a non-2xx answer from its hydra:Error body (or whatever came back). */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (!body || typeof body !== 'object') return new ApiError(status, undefined, undefined);
  const b = body as HydraErrorBody;
  const description = typeof b['hydra:description'] === 'string' ? b['hydra:description'] : typeof b.detail === 'string' ? b.detail : undefined;
  const violations = Array.isArray(b.violations) ? toViolations(b.violations) : [];
  const details = hydraErrorSchema.shape.details.safeParse(b.details);
  return new ApiError(status, typeof b.code === 'string' ? b.code : undefined, description, violations, details.success ? details.data : undefined);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
