import { IDEMPOTENCY_KEY_HEADER } from '@vo/domain';
import { currentLanguage } from '@/i18n';
import { apiErrorFrom, ApiError } from './api-error';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Sent as JSON (the default content type, spec section 7). */
  body?: unknown;
  /** Sent form-encoded instead (the OAuth token endpoint). */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (file uploads); the browser writes the boundary. */
  multipart?: FormData;
  /** Sent as the Idempotency-Key header: the server answers a request sent again with this key as the first time. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * One exchange with the API and nothing about the session: JSON by default, Accept-Language, the bearer
 * token when given, hydra errors as ApiError. The OAuth grants use it bare; apiFetch adds the session.
 */
export async function sendRequest<T>(path: string, options: RequestOptions = {}, token?: string): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/ld+json, application/json',
    'Accept-Language': currentLanguage(),
  };
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.multipart) {
    body = options.multipart;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.network(error);
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) throw apiErrorFrom(response.status, data);
  return data as T;
}
