import { localeOf } from '@/lib/format';

/** A file size as the member's language writes it: 312 kB, 1,8 MB. */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / (1024 * 1024), 'megabyte'];
  return new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
