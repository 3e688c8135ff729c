import { z } from 'zod';
import { isDay } from '../calendar';
import { LANGUAGES } from '../i18n';
import { normalizeBic, normalizeIban } from '../payouts/bank-account';
import { whenMissingOrWrongType } from './fields';
import { hasTwoDecimals } from './membership-rates';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** How a `variables` value is written (seed data/variables.ts): amounts in euros, percents, whole numbers, flags, lists. */
export const VARIABLE_KINDS = ['euros', 'percent', 'integer', 'boolean', 'integerList', 'choice', 'choiceList', 'date', 'timeZone', 'iban', 'bic', 'text'] as const;
export type VariableKind = (typeof VARIABLE_KINDS)[number];

/** What a whole number counts (shown beside the bounds). */
export const VARIABLE_UNITS = ['days', 'hours', 'years', 'ms', 'bytes', 'points'] as const;

/** The rule a variable's value follows, as GET /api/admin/variables sends it to the console's editor. */
export const variableRuleSchema = z.strictObject({
  kind: z.enum(VARIABLE_KINDS),
  min: z.number().optional(),
  max: z.number().optional(),
  options: z.array(z.string()).readonly().optional(),
  unit: z.enum(VARIABLE_UNITS).optional(),
});
export type VariableRule = z.infer<typeof variableRuleSchema>;

const euros = (min = 0): VariableRule => ({ kind: 'euros', min, max: 1_000_000 });
const PERCENT: VariableRule = { kind: 'percent', min: 0, max: 100 };
const BOOLEAN: VariableRule = { kind: 'boolean', options: ['true', 'false'] };
const MILLISECONDS: VariableRule = { kind: 'integer', min: 0, max: 600_000, unit: 'ms' };
const TEXT: VariableRule = { kind: 'text', max: 500 };

/** The known keys; a key pattern (`fee.*.percent`) covers one variable per payment provider or level. */
const RULES: [RegExp, VariableRule][] = [
  [/^(annualRenewalAmount|transferMinimumAmount|shopMinimumAmount|transferCost\.\w+|adminOnUserFee|fee\.\w+\.base)$/, euros()],
  [/^(enjoyPointEuroValue|travelPointEuroValue)$/, euros(0.01)],
  [/^(taxRate|transferVatRate|fee\.\w+\.percent|unilevel\.level\d+|enjoyBonus\.level\d+|travelPoints\w+MaxPercent|extra(Monthly|Annual)BonusPercent)$/, PERCENT],
  [/^(retainedRefundWindowDays|reservationFreeCancelDays)$/, { kind: 'integer', min: 0, max: 365, unit: 'days' }],
  [/^statisticsRefreshHours$/, { kind: 'integer', min: 1, max: 168, unit: 'hours' }],
  [/^minimumAge$/, { kind: 'integer', min: 0, max: 120, unit: 'years' }],
  [/^enjoyPointsMinimum$/, { kind: 'integer', min: 1, max: 100_000, unit: 'points' }],
  [/^uploadMaxBytes$/, { kind: 'integer', min: 1, max: 20_971_520, unit: 'bytes' }],
  [/^defaultPageSize$/, { kind: 'integer', min: 1, max: 100 }],
  [/^\w+Ms$/, MILLISECONDS],
  [/^(provider\.\w+\.active|isAdminOnUserActive)$/, BOOLEAN],
  [/^pageSizeOptions$/, { kind: 'integerList', min: 1, max: 100 }],
  [/^enjoyPassValidityDays$/, { kind: 'integer', min: 1, max: 3650, unit: 'days' }],
  [/^paymentExpiryDays$/, { kind: 'integer', min: 1, max: 365, unit: 'days' }],
  [/^auditRetentionDays$/, { kind: 'integer', min: 30, max: 3650, unit: 'days' }],
  [/^enjoyPassOptions$/, { kind: 'integerList', min: 1, max: 100_000 }],
  [/^payoutProcessingDays$/, { kind: 'choiceList', options: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }],
  [/^defaultLanguage$/, { kind: 'choice', options: LANGUAGES }],
  [/^defaultSortDirection$/, { kind: 'choice', options: ['asc', 'desc'] }],
  [/^toastPosition$/, { kind: 'choice', options: ['top-right', 'top-left', 'top-center', 'bottom-right', 'bottom-left', 'bottom-center'] }],
  [/^statisticsStartDate$/, { kind: 'date' }],
  [/^binaryCycleTimezone$/, { kind: 'timeZone' }],
  [/^companyIban$/, { kind: 'iban' }],
  [/^companyBic$/, { kind: 'bic' }],
];

/** The rule a variable's value follows; keys nobody reads as a number or flag are free text. */
export function variableRule(key: string): VariableRule {
  return RULES.find(([pattern]) => pattern.test(key))?.[1] ?? TEXT;
}

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const WHOLE = /^-?\d{1,15}$/;
const DECIMAL = /^-?\d{1,15}([.,]\d+)?$/;

/** A decimal as typed (comma or dot) checked against the rule; kept with two decimals for euros, as written otherwise. */
const decimalValue = (rule: VariableRule) =>
  z.string().refine((v) => DECIMAL.test(v), 'validation.invalid')
    .transform((v) => Number(v.replace(',', '.')))
    .refine(hasTwoDecimals, 'validation.twoDecimals')
    .pipe(z.number().min(rule.min ?? 0).max(rule.max ?? Number.MAX_SAFE_INTEGER))
    .transform((v) => (rule.kind === 'euros' ? v.toFixed(2) : String(v)));

const integerValue = (rule: VariableRule) =>
  z.string().refine((v) => WHOLE.test(v), 'validation.integer')
    .transform(Number)
    .pipe(z.number().min(rule.min ?? 0).max(rule.max ?? Number.MAX_SAFE_INTEGER))
    .transform(String);

const listOf = (rule: VariableRule, valid: (item: string) => boolean, message: string, params: Record<string, unknown>) =>
  z.string().transform((v) => v.split(',').map((item) => item.trim()))
    .refine((items) => items.every(valid) && new Set(items).size === items.length, { message, params })
    .transform((items) => (rule.kind === 'integerList' ? items.map(Number).sort((a, b) => a - b).join(',') : items.join(',')));

function valueOf(rule: VariableRule): z.ZodType<string, string> {
  const options = rule.options ?? [];
  const oneOf = { message: 'validation.oneOf', params: { value: options.join(', ') } };
  switch (rule.kind) {
    case 'euros':
    case 'percent':
      return decimalValue(rule);
    case 'integer':
      return integerValue(rule);
    case 'boolean':
    case 'choice':
      return z.string().refine((v) => options.includes(v), oneOf);
    case 'integerList': {
      const inRange = (item: string) => WHOLE.test(item) && Number(item) >= (rule.min ?? 0) && Number(item) <= (rule.max ?? Number.MAX_SAFE_INTEGER);
      return listOf(rule, inRange, 'validation.integerList', { min: rule.min, max: rule.max });
    }
    case 'choiceList':
      return listOf(rule, (item) => options.includes(item), 'validation.listOf', { value: options.join(', ') });
    case 'date':
      return z.string().refine(isDay, 'validation.date');
    case 'timeZone':
      return z.string().refine(isTimeZone, 'validation.timeZone');
    case 'iban':
      return z.string().transform((v, ctx) => normalizeIban(v) ?? (ctx.addIssue({ code: 'custom', message: 'validation.iban', input: v }), z.NEVER));
    case 'bic':
      return z.string().transform((v, ctx) => normalizeBic(v) ?? (ctx.addIssue({ code: 'custom', message: 'validation.bic', input: v }), z.NEVER));
    case 'text':
      return z.string().max(rule.max ?? 500);
  }
}

/**
 * PUT /api/admin/variables/{id}: `{value}` checked by the variable's own rule, trimmed and written the way
 * the readers parse it (euros with two decimals, numbers without spaces, lists without duplicates).
 */
export const variableValueSchemaFor = (key: string) =>
  z.object({
    value: z.string(whenMissingOrWrongType).trim().min(1, 'validation.required').pipe(valueOf(variableRule(key))),
  });
export type VariableValueInput = z.input<ReturnType<typeof variableValueSchemaFor>>;

/** GET /api/admin/variables item: a variable for the console, with the rule its value follows. */
export const adminVariableSchema = hydraItemSchema('Variable', {
  keyValue: z.string(),
  value: z.string(),
  description: z.string(),
  rule: variableRuleSchema,
});
export type AdminVariable = z.infer<typeof adminVariableSchema>;
export const adminVariableCollectionSchema = hydraCollectionSchema(adminVariableSchema);
