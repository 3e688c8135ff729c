/** Fields whose values are cents: shown in euros. */
const CENTS = /Cents$/;

/** An event's facts as one line, `field: value`, amounts in euros (the writer stores cents). */
export function eventFacts(details: Record<string, unknown>, euros: (value: number) => string): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => (CENTS.test(key) && typeof value === 'number' ? `${key.replace(CENTS, '')}: ${euros(value / 100)}` : `${key}: ${String(value)}`))
    .join(' · ');
}
