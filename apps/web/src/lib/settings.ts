import { PLAN_DEFAULTS, TAX_NAMES, type Variable } from '@vo/domain';
import { useSyncExternalStore } from 'react';

/**
 * Local defaults of spec section 9 "Interface"; rows of GET /api/variables whose `keyValue` equals one of
 * these names override them at start (spec section 7 "Settings").
 */
export const DEFAULT_SETTINGS = {
  /** Table page sizes and the default size. */
  pageSizeOptions: [3, 5, 10, 15, 50, 100] as number[],
  defaultPageSize: 10,
  /** Toasts: auto-dismiss, extra time after the pointer leaves, show/hide animation. */
  toastTimeoutMs: 5000,
  toastExtendedTimeoutMs: 1000,
  toastEaseMs: 300,
  /** Spec section 9: scroll and resize handlers run at most once per this many milliseconds. */
  eventThrottleMs: 20,
  /** Help-desk widget (a later issue). */
  supportWidgetTimeoutMs: 30000,
  /** Spec section 9 "Phone support": the assistance phone and its hours (day codes and time ranges, Madrid time). */
  supportPhone: '+34 922 000 000',
  supportPhoneHours: 'Mon-Fri 09:30-13:30, 15:00-19:00',
  /** Spec section 9 "Amounts": the tax percentage (the plan's default); each tax has one name in every language (issue 18 item 6). */
  taxRate: PLAN_DEFAULTS.taxRate,
  ...TAX_NAMES,
  annualRenewalAmount: PLAN_DEFAULTS.annualRenewalAmount,
  enjoyPointsMinimum: PLAN_DEFAULTS.enjoyPointsMinimum,
  /** Spec section 5: a shop cart below this (euros, VAT included) becomes the country's default order. */
  shopMinimumAmount: PLAN_DEFAULTS.shopMinimumAmount,
  /** Euros per Enjoy Point (`enjoyPointEuroValue`): what a point costs when bought. */
  enjoyPointEuroValue: PLAN_DEFAULTS.enjoyPointEuroValue,
  /** DESIGN.md section 7b: the Travel Points share of a reservation by journey kind, in percent (the reserve screen's summary). */
  travelPointsCruiseMaxPercent: PLAN_DEFAULTS.travelPointsCruiseMaxPercent,
  travelPointsTourOperatorMaxPercent: PLAN_DEFAULTS.travelPointsTourOperatorMaxPercent,
};

export type Settings = typeof DEFAULT_SETTINGS;
/** What the settings read of a GET /api/variables item (packages/domain's schema): its key and its value. */
export type VariableValue = Pick<Variable, 'keyValue' | 'value'>;

let current: Settings = DEFAULT_SETTINGS;
/** Every variable as the server sent it (keys such as `provider.STRIPE_PAYMENT.active`). */
let raw: Record<string, string> = {};
const listeners = new Set<() => void>();

function parseLike(template: unknown, raw: string): unknown {
  if (typeof template === 'number') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  if (typeof template === 'boolean') return raw === 'true' || raw === '1';
  if (Array.isArray(template)) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) return parsed.map(Number).filter(Number.isFinite);
    } catch {
      // Also accept "3,5,10".
    }
    const list = raw.split(',').map((v) => Number(v.trim())).filter(Number.isFinite);
    return list.length ? list : undefined;
  }
  return raw;
}

/** Defaults overridden by the variables whose key is a known setting; values keep the default's type. */
export function mergeVariables(defaults: Settings, variables: VariableValue[]): Settings {
  const next: Record<string, unknown> = { ...defaults };
  for (const { keyValue, value } of variables) {
    if (!(keyValue in defaults)) continue;
    const parsed = parseLike(defaults[keyValue as keyof Settings], value);
    if (parsed !== undefined) next[keyValue] = parsed;
  }
  return next as Settings;
}

export function applyVariables(variables: VariableValue[]): void {
  current = mergeVariables(DEFAULT_SETTINGS, variables);
  raw = Object.fromEntries(variables.map((v) => [v.keyValue, v.value]));
  for (const listener of listeners) listener();
}

/** The settings outside React (toasts, api client). */
export function getSettings(): Settings {
  return current;
}

/** A variable's raw value, if the server has it. */
export function getVariable(key: string): string | undefined {
  return raw[key];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}

/** The company's tax by its one name (a variable, the same word in every language: IGIC stays IGIC). */
export function useTaxLabel(): string {
  return useSettings().taxName;
}

/** The tax a company or freelancer member charges on a payout, by its one name. */
export function useTransferTaxLabel(): string {
  return useSettings().transferTaxName;
}
