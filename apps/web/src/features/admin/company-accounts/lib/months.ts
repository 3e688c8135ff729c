import { addMonths } from '@vo/domain';
import { localeOf } from '@/lib/format';

/** How far back the month picker goes; older periods are asked for with the two dates. */
const MONTHS_OFFERED = 36;

/** The company months up to `today`'s, newest first, named in the reader's language ("noviembre de 2026"). */
export function monthOptions(today: string, language: string): { value: string; label: string }[] {
  const name = new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: MONTHS_OFFERED }, (_, back) => {
    const day = addMonths(first, -back);
    return { value: day.slice(0, 7), label: name.format(new Date(`${day}T12:00:00Z`)) };
  });
}
