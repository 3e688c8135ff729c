import { z } from 'zod';
import { PAYMENT_STATUSES, PAYMENT_TYPES, REGISTER_ORDER_STATUSES } from '../payment-states';
import { MONEY_PAYMENT_OPTIONS, PAYMENT_BY_OPTIONS } from '../payments';
import { PLAN_DEFAULTS } from '../plan/plan-defaults';
import { whenMissingOr, whenMissingOrWrongType } from './fields';
import { MAX_ID } from './ids';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

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

/** PUT /api/register_orders/{id}: the one change a member may make, cancelling a pending order. */
export const registerOrderUpdateSchema = z.object({ status: z.literal('cancelled', 'validation.invalid') });

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

/** Spec section 3 "Payment"; amounts in euros, `points` and `enjoyPoints` too (1 point = 1 euro). */
export const paymentSchema = hydraItemSchema('Payment', {
  user: z.string(),
  paymentBy: z.enum(PAYMENT_BY_OPTIONS),
  action: z.string(),
  type: z.enum(PAYMENT_TYPES),
  status: z.enum(PAYMENT_STATUSES),
  /** The membership it pays for, as an IRI, once its register order priced it. */
  memberShip: z.string().nullable(),
  amount: z.number(),
  net: z.number(),
  tax: z.number(),
  fee: z.number(),
  /** Network volume it generates once confirmed. */
  points: z.number(),
  /** Enjoy Points it buys. */
  enjoyPoints: z.number(),
  /** Passes an Enjoy Pass buys. */
  enjoypass: z.number().int().nullable(),
  reason: z.string().nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentCollectionSchema = hydraCollectionSchema(paymentSchema);

/** Spec section 3 "Register order": the membership and payment as IRIs, the order's extra values as strings. */
export const registerOrderSchema = hydraItemSchema('RegisterOrder', {
  payment: z.string(),
  newMember: z.string(),
  extra: z.record(z.string(), z.string()),
  status: z.enum(REGISTER_ORDER_STATUSES),
  createdAt: z.iso.datetime(),
});
export type RegisterOrder = z.infer<typeof registerOrderSchema>;

export const registerOrderCollectionSchema = hydraCollectionSchema(registerOrderSchema);


/** GET /api/payments/credentialsStripe: the publishable key; null when card payments are not configured. */
export const cardCredentialsSchema = z.strictObject({ publishableKey: z.string().nullable() });
export type CardCredentials = z.infer<typeof cardCredentialsSchema>;

const monthlyAmountShape = {
  memberShip: z.string(),
  paymentBy: z.enum(PAYMENT_BY_OPTIONS),
  /** Percent, as the `taxRate` variable holds it. */
  taxRate: z.number(),
  /** The caller's paid monthly payments of the level: this fee's position in its `monthlyPayments` (0: the first). */
  paidMonthlyPayments: z.number().int(),
  net: z.number(),
  tax: z.number(),
  fee: z.number(),
  total: z.number(),
};

/** GET /api/member_ships/calculateAmountMonthly/{id}/{payment_by}: one monthly fee of a plan with a method, in euros. */
export const monthlyAmountSchema = z.strictObject(monthlyAmountShape);
export type MonthlyAmount = z.infer<typeof monthlyAmountSchema>;

/** GET /api/payments/calculateAmountMonthly/{id}: a member's next monthly fee (before any provider fee) and its due day. */
export const nextMonthlyAmountSchema = z.strictObject({ user: z.string(), ...monthlyAmountShape, dueOn: z.iso.date().nullable() });
export type NextMonthlyAmount = z.infer<typeof nextMonthlyAmountSchema>;
