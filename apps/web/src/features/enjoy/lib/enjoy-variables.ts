import { PLAN_DEFAULTS } from '@vo/domain';
import { getVariable, useSettings } from '@/lib/settings';

/** Parses "50,100,200" (the `enjoyPassOptions` variable); the domain default when absent or broken. */
export function parsePassOptions(raw: string | undefined): number[] {
  const options = (raw ?? '').split(',').map((v) => Number(v.trim())).filter((n) => Number.isInteger(n) && n > 0);
  return options.length ? options : [...PLAN_DEFAULTS.enjoyPassOptions];
}

/** The Enjoy Pass counts on offer, as the server reads them (apps/server/src/payments/enjoy-pass.ts). */
export function useEnjoyPassOptions(): number[] {
  useSettings(); // re-read when the variables arrive
  return parsePassOptions(getVariable('enjoyPassOptions'));
}
