/** One invalid field as the server reports it (docs/api.md): `message` is already translated. */
export interface ApiViolation {
  propertyPath: string;
  code?: string;
  message: string;
  params?: Record<string, unknown>;
}

/** Any failed call: HTTP status (0 when the network failed), the server's stable code and its translated text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly description: string | undefined,
    readonly violations: ApiViolation[] = [],
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
}

function toViolation(raw: unknown): ApiViolation | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Record<string, unknown>;
  if (typeof v.propertyPath !== 'string') return null;
  return {
    propertyPath: v.propertyPath,
    code: typeof v.code === 'string' ? v.code : undefined,
    message: typeof v.message === 'string' ? v.message : '',
    params: v.params && typeof v.params === 'object' ? (v.params as Record<string, unknown>) : undefined,
  };
}

/** Builds the ApiError of a non-2xx answer from its hydra:Error body (or whatever came back). */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (!body || typeof body !== 'object') return new ApiError(status, undefined, undefined);
  const b = body as HydraErrorBody;
  const description = typeof b['hydra:description'] === 'string' ? b['hydra:description'] : typeof b.detail === 'string' ? b.detail : undefined;
  const violations = Array.isArray(b.violations) ? b.violations.map(toViolation).filter((v): v is ApiViolation => v !== null) : [];
  return new ApiError(status, typeof b.code === 'string' ? b.code : undefined, description, violations);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
