import type { ExtraBonusKind } from '@vo/domain';

/** A period as words: "octubre de 2026" for a month, the year itself for a year. */
export function periodLabel(kind: ExtraBonusKind, period: string, language: string): string {
  if (kind === 'annual') return period;
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}-01T00:00:00Z`));
}
