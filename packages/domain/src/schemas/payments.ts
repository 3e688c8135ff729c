import { z } from 'zod';
import { MONEY_PAYMENT_OPTIONS, PAYMENT_BY_OPTIONS } from '../payments';
import { PLAN_DEFAULTS } from '../plan/plan-defaults';
import { whenMissingOr, whenMissingOrWrongType } from './fields';
import { MAX_ID } from './ids';

/**
 * A reference to a resource as the browser sends it: the numeric id (5 or "5") or its IRI
 * ("/api/member_ships/5"); parsed to the numeric id. An IRI of another resource is invalid.
 */
export const iriId = (resource: string) => {
  const escaped = resource.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const iri = new RegExp(`^(?:/api/${escaped}/)?([1-9][0-9]{0,15})$`);
  return z.union([z.number(), z.string()], whenMissingOr('validation.invalid')).transform((value, ctx) => {
    const id = typeof value === 'number' ? value : Number(iri.exec(value.trim())?.[1] ?? Number.NaN);
    if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid', input: value });
      return z.NEVER;
    }
    return id;
  });
};

/** Spec section 3 "Payment types", as POST /api/payments receives them. */
const PAYMENT_REQUEST_TYPES = ['register', 'upgrade', 'monthly', 'annual', 'movement'] as const;
export type PaymentRequestType = (typeof PAYMENT_REQUEST_TYPES)[number];

/** A spec provider, the wallet or Enjoy Points; whether it is active (and fits the order) is the server's check. */
const paymentMethodField = z.enum(PAYMENT_BY_OPTIONS, whenMissingOr('validation.invalid'));
/** What Enjoy Points are bought with: money, never Enjoy Points. */
const moneyMethodField = z.enum(MONEY_PAYMENT_OPTIONS, whenMissingOr('validation.invalid'));

/** Largest amount accepted, in euros: keeps every sum of cents far inside the safe integers. */
export const MAX_PAYMENT_EUROS = 1_000_000_000;

/** Euros as a JSON number with at most two decimals (DESIGN.md section 3), not negative. */
export const eurosField = z
  .number(whenMissingOrWrongType)
  .min(0)
  .max(MAX_PAYMENT_EUROS)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'validation.invalid');

/** The payments cap as a violation: points count as euros (1 point = 1 euro), so they share it (issue 13, item 13). */
const withinPaymentCap = { message: 'validation.max', params: { value: MAX_PAYMENT_EUROS } };

/** A register order's extra values: strings of a non-negative number (spec section 3); numbers are accepted and turned into strings. */
const decimalString = z
  .union([z.string(), z.number()], whenMissingOr('validation.invalid'))
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'validation.invalid'))
  .refine((v) => Number(v) <= MAX_PAYMENT_EUROS, withinPaymentCap);

/** POST /api/payments (spec sections 3, 4 and 7). `amount` stays in euros here; the server converts it to cents. */
export const paymentCreateSchema = z.object({
  user: iriId('users').optional(),
  paymentBy: paymentMethodField,
  action: z.string(whenMissingOrWrongType).trim().max(60),
  amount: eurosField,
  type: z.enum(PAYMENT_REQUEST_TYPES, whenMissingOr('validation.invalid')),
  enjoypass: z.number('validation.invalid').int('validation.invalid').positive().optional(),
});

/** POST /api/register_orders (spec sections 3, 4 and 7): the membership and the payment as ids or IRIs. */
export const registerOrderCreateSchema = z.object({
  newMember: iriId('member_ships'),
  payment: iriId('payments'),
  extra: z
    .object({
      positionAmount: decimalString.optional(),
      enjoypoints: decimalString.optional(),
      enjoypass: decimalString.optional(),
    })
    .optional(),
});

/** Buying Enjoy Points: whole points, at least the minimum (the `enjoyPointsMinimum` variable, 25 by default). */
export const enjoyPointsPurchaseSchemaFor = (minimum: number) =>
  z.object({
    points: z
      .number(whenMissingOrWrongType)
      .int('validation.invalid')
      .refine((v) => v >= minimum, { message: 'validation.enjoyPointsMinimum', params: { value: minimum } })
      .refine((v) => v <= MAX_PAYMENT_EUROS, withinPaymentCap),
    paymentBy: moneyMethodField,
  });
export const enjoyPointsPurchaseSchema = enjoyPointsPurchaseSchemaFor(PLAN_DEFAULTS.enjoyPointsMinimum);
export type EnjoyPointsPurchase = z.output<typeof enjoyPointsPurchaseSchema>;

/** Buying an Enjoy Pass: one of the offered counts (the `enjoyPassOptions` variable, 50, 100 or 200 by default). */
export const enjoyPassPurchaseSchemaFor = <T extends number>(options: readonly T[]) =>
  z.object({
    passes: z
      .number(whenMissingOrWrongType)
      .refine((v) => (options as readonly number[]).includes(v), { message: 'validation.enjoyPassOptions', params: { value: options.join(', ') } })
      .transform((v) => v as T),
  });
export const enjoyPassPurchaseSchema = enjoyPassPurchaseSchemaFor(PLAN_DEFAULTS.enjoyPassOptions);
export type EnjoyPassPurchase = z.output<typeof enjoyPassPurchaseSchema>;
