import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from '../i18n';
import {
  enjoyPassPurchaseSchema,
  enjoyPassPurchaseSchemaFor,
  enjoyPointsPurchaseSchema,
  enjoyPointsPurchaseSchemaFor,
  iriId,
  MAX_PAYMENT_EUROS,
  paymentCreateSchema,
  paymentSchema,
  registerOrderCreateSchema,
} from './payments';
import { paymentInstructionsSchema } from './payment-instructions';
import { toViolations } from './violations';

const violations = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : toViolations(result.error.issues);
};

describe('iriId', () => {
  const membership = z.object({ id: iriId('member_ships') });
  it('accepts an id, a numeric string or the IRI and gives the number', () => {
    expect(membership.parse({ id: 5 }).id).toBe(5);
    expect(membership.parse({ id: '5' }).id).toBe(5);
    expect(membership.parse({ id: '/api/member_ships/5' }).id).toBe(5);
    expect(membership.parse({ id: ' /api/member_ships/12 ' }).id).toBe(12);
  });
  it('refuses other resources, non-positive and fractional ids', () => {
    for (const id of ['/api/payments/5', '/api/member_ships/0', '/api/member_ships/', 'member_ships/5', '05', 'abc', '', 0, -1, 1.5, true, {}]) {
      expect(violations(membership, { id }), JSON.stringify(id)).toEqual([{ propertyPath: 'id', code: 'validation.invalid', params: { name: 'id' } }]);
    }
  });
  it('says "required" when missing', () => {
    expect(violations(membership, {})).toEqual([{ propertyPath: 'id', code: 'validation.required', params: { name: 'id' } }]);
    expect(violations(membership, { id: null })[0]?.code).toBe('validation.required');
  });
});

describe('paymentCreateSchema', () => {
  const body = { user: '/api/users/7', paymentBy: 'STRIPE_PAYMENT', action: 'register', amount: 0, type: 'register' };
  it('parses the preparation body of spec section 4', () => {
    expect(paymentCreateSchema.parse(body)).toEqual({ ...body, user: 7 });
    expect(paymentCreateSchema.parse({ ...body, user: undefined, type: 'movement', amount: 50, enjoypass: 50 })).toEqual({
      paymentBy: 'STRIPE_PAYMENT', action: 'register', amount: 50, type: 'movement', enjoypass: 50,
    });
    expect(paymentCreateSchema.parse({ ...body, amount: 19.99 }).amount).toBe(19.99);
  });
  it('names each wrong field', () => {
    expect(violations(paymentCreateSchema, { ...body, paymentBy: 'CASH' })).toEqual([{ propertyPath: 'paymentBy', code: 'validation.invalid', params: { name: 'paymentBy' } }]);
    expect(violations(paymentCreateSchema, { ...body, amount: -1 })).toEqual([{ propertyPath: 'amount', code: 'validation.min', params: { name: 'amount', value: 0 } }]);
    expect(violations(paymentCreateSchema, { ...body, amount: 1.234 })[0]?.code).toBe('validation.invalid');
    expect(violations(paymentCreateSchema, { ...body, type: 'enjoy' })[0]).toMatchObject({ propertyPath: 'type', code: 'validation.invalid' });
    expect(violations(paymentCreateSchema, { ...body, user: '/api/profiles/7' })[0]).toMatchObject({ propertyPath: 'user', code: 'validation.invalid' });
    expect(violations(paymentCreateSchema, { ...body, enjoypass: 2.5 })[0]).toMatchObject({ propertyPath: 'enjoypass', code: 'validation.invalid' });
    expect(violations(paymentCreateSchema, {}).map((v) => [v.propertyPath, v.code])).toEqual([
      ['paymentBy', 'validation.required'],
      ['action', 'validation.required'],
      ['amount', 'validation.required'],
      ['type', 'validation.required'],
    ]);
  });
});

describe('registerOrderCreateSchema', () => {
  it('turns IRIs into ids and keeps the extra values as strings', () => {
    expect(registerOrderCreateSchema.parse({ newMember: '/api/member_ships/3', payment: '/api/payments/12', extra: { enjoypoints: '25' } })).toEqual({
      newMember: 3, payment: 12, extra: { enjoypoints: '25' },
    });
    expect(registerOrderCreateSchema.parse({ newMember: 3, payment: 12, extra: { positionAmount: 50, enjoypass: '100' } })).toEqual({
      newMember: 3, payment: 12, extra: { positionAmount: '50', enjoypass: '100' },
    });
    expect(registerOrderCreateSchema.parse({ newMember: 3, payment: 12 })).toEqual({ newMember: 3, payment: 12 });
  });
  it('refuses wrong references and extra values', () => {
    expect(violations(registerOrderCreateSchema, { newMember: '/api/payments/3', payment: 12 })[0]).toMatchObject({ propertyPath: 'newMember', code: 'validation.invalid' });
    expect(violations(registerOrderCreateSchema, { newMember: 3 })[0]).toMatchObject({ propertyPath: 'payment', code: 'validation.required' });
    expect(violations(registerOrderCreateSchema, { newMember: 3, payment: 12, extra: { positionAmount: '-5' } })[0]).toMatchObject({
      propertyPath: 'extra.positionAmount', code: 'validation.invalid',
    });
  });
  it('caps Enjoy Points (1 point = 1 euro) like a payment (issue 13, item 13)', () => {
    const order = (enjoypoints: string) => violations(registerOrderCreateSchema, { newMember: 3, payment: 12, extra: { enjoypoints } });
    expect(order(String(MAX_PAYMENT_EUROS))).toEqual([]);
    expect(order('999999999999')[0]).toEqual({ propertyPath: 'extra.enjoypoints', code: 'validation.max', params: { name: 'enjoypoints', value: MAX_PAYMENT_EUROS } });
    expect(violations(enjoyPointsPurchaseSchema, { points: 999_999_999_999, paymentBy: 'TRANS_PAYMENT' })[0]).toMatchObject({ propertyPath: 'points', code: 'validation.max' });
  });
});

describe('enjoyPointsPurchaseSchema', () => {
  it('accepts 25 or more whole points and a payment method', () => {
    expect(enjoyPointsPurchaseSchema.parse({ points: 25, paymentBy: 'TRANS_PAYMENT' })).toEqual({ points: 25, paymentBy: 'TRANS_PAYMENT' });
    expect(enjoyPointsPurchaseSchema.parse({ points: 100, paymentBy: 'WALLET_PAYMENT' })).toEqual({ points: 100, paymentBy: 'WALLET_PAYMENT' });
  });
  it('refuses fewer than 25 with the minimum as a parameter, in three languages', () => {
    const [violation] = violations(enjoyPointsPurchaseSchema, { points: 24, paymentBy: 'STRIPE_PAYMENT' });
    expect(violation).toEqual({ propertyPath: 'points', code: 'validation.enjoyPointsMinimum', params: { name: 'points', value: 25 } });
    expect(translate('es', violation!.code, violation!.params)).toBe('La compra mínima es de 25 Enjoy Points');
    expect(translate('pt', violation!.code, violation!.params)).toBe('A compra mínima é de 25 Enjoy Points');
    expect(violations(enjoyPointsPurchaseSchemaFor(50), { points: 40, paymentBy: 'STRIPE_PAYMENT' })[0]?.params).toEqual({ name: 'points', value: 50 });
  });
  it('refuses fractions, a missing value and an unknown method', () => {
    expect(violations(enjoyPointsPurchaseSchema, { points: 25.5, paymentBy: 'STRIPE_PAYMENT' })[0]?.code).toBe('validation.invalid');
    expect(violations(enjoyPointsPurchaseSchema, { paymentBy: 'STRIPE_PAYMENT' })[0]?.code).toBe('validation.required');
    expect(violations(enjoyPointsPurchaseSchema, { points: 25, paymentBy: 'GOLD' })[0]).toMatchObject({ propertyPath: 'paymentBy', code: 'validation.invalid' });
    // Enjoy Points are bought with money, never with Enjoy Points.
    expect(violations(enjoyPointsPurchaseSchema, { points: 25, paymentBy: 'ENJOY_POINTS_PAYMENT' })[0]).toMatchObject({ propertyPath: 'paymentBy', code: 'validation.invalid' });
  });
});

describe('enjoyPassPurchaseSchema', () => {
  it('accepts 50, 100 or 200 passes only', () => {
    for (const passes of [50, 100, 200]) expect(enjoyPassPurchaseSchema.parse({ passes })).toEqual({ passes });
    for (const passes of [0, 25, 75, 150, 300, 50.5]) {
      expect(violations(enjoyPassPurchaseSchema, { passes })).toEqual([
        { propertyPath: 'passes', code: 'validation.enjoyPassOptions', params: { name: 'passes', value: '50, 100, 200' } },
      ]);
    }
    expect(violations(enjoyPassPurchaseSchema, {})[0]?.code).toBe('validation.required');
    expect(enjoyPassPurchaseSchemaFor([10, 20]).parse({ passes: 20 })).toEqual({ passes: 20 });
  });
});

describe('wrong types read "invalid", not "required"', () => {
  it('for numbers and strings', () => {
    const body = { paymentBy: 'STRIPE_PAYMENT', action: 'register', amount: 0, type: 'register' };
    expect(violations(paymentCreateSchema, { ...body, amount: '50' })[0]).toMatchObject({ propertyPath: 'amount', code: 'validation.invalid' });
    expect(violations(paymentCreateSchema, { ...body, action: 5 })[0]).toMatchObject({ propertyPath: 'action', code: 'validation.invalid' });
    expect(violations(enjoyPointsPurchaseSchema, { points: '25', paymentBy: 'STRIPE_PAYMENT' })[0]).toMatchObject({ propertyPath: 'points', code: 'validation.invalid' });
    expect(violations(enjoyPassPurchaseSchema, { passes: '50' })[0]).toMatchObject({ propertyPath: 'passes', code: 'validation.invalid' });
  });
});

describe('payment response schemas', () => {
  const payment = {
    '@id': '/api/payments/7', '@type': 'Payment', id: 7, user: '/api/users/3', paymentBy: 'WALLET_PAYMENT', action: 'monthly', type: 'monthly',
    status: 'refunded', memberShip: '/api/member_ships/2', amount: 10.7, net: 10, tax: 0.7, fee: 0, points: 10, enjoyPoints: 0, enjoypass: null,
    reason: 'duplicate', confirmedAt: '2026-01-02T10:00:00.000Z', createdAt: '2026-01-02T09:59:00.000Z',
  };

  it('know every status a payment reaches, refunded included, and nothing undeclared', () => {
    expect(paymentSchema.safeParse(payment).success).toBe(true);
    expect(paymentSchema.safeParse({ ...payment, status: 'lost' }).success).toBe(false);
    expect(paymentSchema.safeParse({ ...payment, total: 10.7 }).success).toBe(false);
  });

  it('tell the payment instructions apart by method: a bank transfer names the account, a card its intent', () => {
    const transfer = { paymentId: 7, method: 'TRANS_PAYMENT', iban: 'ES00', beneficiary: 'VO', concept: 'ana', amount: 53.5 };
    expect(paymentInstructionsSchema.safeParse(transfer).success).toBe(true);
    expect(paymentInstructionsSchema.safeParse({ paymentId: 7, method: 'TRANS_PAYMENT', amount: 53.5 }).success).toBe(false);
    expect(paymentInstructionsSchema.safeParse({ paymentId: 7, method: 'STRIPE_PAYMENT', amount: 1, clientSecret: 'pi_1_secret', publishableKey: 'pk' }).success).toBe(true);
    expect(paymentInstructionsSchema.safeParse({ paymentId: 7, method: 'WALLET_PAYMENT', amount: 1 }).success).toBe(true);
    expect(paymentInstructionsSchema.safeParse({ paymentId: 7, method: 'WALLET_PAYMENT', amount: 1, iban: 'ES00' }).success).toBe(false);
  });
});
