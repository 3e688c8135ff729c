const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` field shows it (`YYYY-MM-DDTHH:mm` in the browser's zone, as the lists show times); "" when none. */
export function instantToLocalInput(iso: string | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What a `datetime-local` field typed, as the instant the API takes (UTC ISO); "" for an empty or unfinished field. */
export function localInputToInstant(local: string): string {
  const date = local ? new Date(local) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}
