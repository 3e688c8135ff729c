import { currentLanguage } from '@/i18n';
import { clearSession } from '@/lib/session';
import { ApiError, apiErrorFrom } from './api-error';
import { currentAccessToken } from './client';

/** The file name of a `Content-Disposition: attachment; filename="..."` header. */
export function attachmentName(header: string | null): string | null {
  const match = header && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** Hands a file to the browser as a download, under that name. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file the API protects (an invoice PDF, an export) and saves it. A plain link cannot carry the
 * bearer token, so the file is fetched here and handed over as a blob. Failures are ApiErrors, as apiFetch's.
 * Returns the saved file's name.
 */
export async function downloadFile(path: string, options: { method?: 'GET' | 'POST'; fallbackName: string }): Promise<string> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = await currentAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? 'GET', headers });
  } catch (error) {
    throw ApiError.network(error);
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearSession();
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the status says enough.
    }
    throw apiErrorFrom(response.status, body);
  }
  const name = attachmentName(response.headers.get('content-disposition')) ?? options.fallbackName;
  saveFile(await response.blob(), name);
  return name;
}
