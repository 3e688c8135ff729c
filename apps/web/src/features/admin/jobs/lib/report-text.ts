import type { Formatter } from '@/lib/format';
import type { ReportValue } from './run-facts';

/** Every key a job reports today (apps/server/src/jobs.ts), each named under `adminJobs.report` in every language. */
export const KNOWN_REPORT_KEYS = [
  'members', 'changed', 'renewed', 'notEnough', 'lapsed', 'residuals.payments', 'residuals.commissions', 'residuals.cents', 'released', 'cents',
  'week', 'alreadyRun', 'withVolume', 'paid', 'bonusCents', 'expired', 'period', 'candidates', 'candidatesTravel',
  'qualified', 'qualifiedTravel', 'membersChanged', 'kind', 'base', 'payments', 'pool',
] as const;

/** Keys whose number is cents: everywhere, and the extra bonus runs' pool figures (their `paid` is money, the cycle's a count). */
const MONEY_KEYS = new Set(['cents', 'bonusCents', 'residuals.cents']);
const EXTRA_BONUS_MONEY_KEYS = new Set(['base', 'pool', 'paid']);
const isMoney = (job: string, key: string) => MONEY_KEYS.has(key) || (job.startsWith('extra-') && EXTRA_BONUS_MONEY_KEYS.has(key));

/** A key no translation names, made readable: `notEnough` → "Not enough", `residuals.payments` → "Residuals › payments". */
export function readableKey(key: string): string {
  const words = key.split('.').map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase()).join(' › ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** A run's report as one line of the reader's language: "Members paid: 3 · Bonus paid: 12,50 €". */
export function reportText(job: string, entries: Array<[string, ReportValue]>, t: Translate, format: Formatter): string {
  return entries.map(([key, value]) => {
    const label = t(`adminJobs.report.${key}`, { defaultValue: readableKey(key) });
    const shown = typeof value === 'boolean' ? t(value ? 'adminJobs.yes' : 'adminJobs.no')
      : typeof value === 'number' ? (isMoney(job, key) ? format.euros(value / 100) : format.number(value))
      : key === 'kind' ? t(`adminJobs.poolKinds.${value}`, { defaultValue: value }) : value;
    return `${label}: ${shown}`;
  }).join(' · ');
}
