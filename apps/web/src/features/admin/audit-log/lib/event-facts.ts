/** Fields whose values are cents: shown in euros. */
const CENTS = /Cents$/;

function fact(key: string, value: unknown, euros: (value: number) => string): string {
  if (CENTS.test(key) && typeof value === 'number') return `${key.replace(CENTS, '')}: ${euros(value / 100)}`;
  // A list of words (a role change's old and new roles): an empty one is "—".
  if (Array.isArray(value)) return `${key}: ${value.join(', ') || '—'}`;
  return `${key}: ${String(value)}`;
}

/** An event's facts as one line, `field: value`, amounts in euros (the writer stores cents), lists joined. */
export function eventFacts(details: Record<string, unknown>, euros: (value: number) => string): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value)))
    .map(([key, value]) => fact(key, value, euros))
    .join(' · ');
}
