import { z } from 'zod';
import { MONEY_PAYMENT_OPTIONS } from '../payments';
import { hasTwoDecimals } from './membership-rates';
import { CATALOGUE_DESCRIPTION_MAX, CATALOGUE_TITLE_MAX, catalogueEurosField, localizedTextField, localizedTextResponse, optionalFlag, seatsField } from './catalogue-fields';
import { whenMissingOr, whenMissingOrWrongType } from './fields';
import { iriId } from './payments';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** A shop order's life: paid through the normal payment flow, then shipped; cancelled while pending or once paid (refunded). */
export const SHOP_ORDER_STATUSES = ['pending_payment', 'paid', 'shipped', 'cancelled'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

/** Most units of one product in one order. */
export const SHOP_MAX_QUANTITY = 999;
const quantityField = z.number(whenMissingOrWrongType).int('validation.integer').min(0).max(SHOP_MAX_QUANTITY);

/** POST and PUT /api/products (admin console): a product of one country; price net of VAT, VAT as a percent. */
export const productInputSchema = z.object({
  country: iriId('countries'),
  name: localizedTextField(CATALOGUE_TITLE_MAX),
  description: localizedTextField(CATALOGUE_DESCRIPTION_MAX),
  price: catalogueEurosField,
  vatRate: z.number(whenMissingOrWrongType).min(0).max(100).refine(hasTwoDecimals, 'validation.twoDecimals'),
  stock: seatsField,
  /** Network volume of one unit (1 point = 1 euro of volume). */
  points: catalogueEurosField,
  /** Units in the country's default order; 0 (or left out) when not part of it. */
  defaultQuantity: quantityField.optional(),
  sort: z.number(whenMissingOrWrongType).int('validation.integer').min(0).max(1_000_000).optional(),
  isActive: optionalFlag,
});
export type ProductInput = z.output<typeof productInputSchema>;

/** GET /api/products/{id}: euros net of VAT; `vat` is the VAT of one unit. */
export const productSchema = hydraItemSchema('Product', {
  country: z.number().int(),
  name: localizedTextResponse,
  description: localizedTextResponse,
  price: z.number(),
  vatRate: z.number(),
  vat: z.number(),
  stock: z.number().int(),
  points: z.number(),
  defaultQuantity: z.number().int(),
  sort: z.number().int(),
  isActive: z.boolean(),
  photo: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Product = z.infer<typeof productSchema>;
export const productCollectionSchema = hydraCollectionSchema(productSchema);

/** POST /api/shop_orders: the member's cart of one country; prices are the server's, never the browser's. */
export const shopOrderCreateSchema = z.object({
  country: iriId('countries'),
  items: z.array(z.object({ product: iriId('products'), quantity: quantityField }), whenMissingOrWrongType).max(100),
  paymentBy: z.enum(MONEY_PAYMENT_OPTIONS, whenMissingOr('validation.invalid')),
});
export type ShopOrderCreate = z.output<typeof shopOrderCreateSchema>;

const shopOrderItemSchema = z.strictObject({
  product: z.number().int(),
  name: localizedTextResponse,
  quantity: z.number().int(),
  unitPrice: z.number(),
  vatRate: z.number(),
  net: z.number(),
  vat: z.number(),
  points: z.number(),
});

/** GET /api/shop_orders/{id}: the order as bought (prices, VAT and points as they were), and its payment. */
export const shopOrderSchema = hydraItemSchema('ShopOrder', {
  user: z.number().int(),
  username: z.string(),
  country: z.number().int(),
  status: z.enum(SHOP_ORDER_STATUSES),
  payment: z.number().int(),
  paymentBy: z.enum(MONEY_PAYMENT_OPTIONS),
  defaultApplied: z.boolean(),
  items: z.array(shopOrderItemSchema),
  net: z.number(),
  vat: z.number(),
  fee: z.number(),
  total: z.number(),
  points: z.number(),
  createdAt: z.iso.datetime(),
  shippedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;
export const shopOrderCollectionSchema = hydraCollectionSchema(shopOrderSchema);

/** The answer to POST /api/shop_orders: the order and, when the default order replaced the cart, why (translated). */
export const shopOrderCreatedSchema = shopOrderSchema.extend({ notice: z.string().nullable() });

/** PUT /api/admin/shop_orders/{id}: the console ships or cancels an order. */
export const shopOrderActionSchema = z.object({ status: z.enum(['shipped', 'cancelled'], whenMissingOr('validation.invalid')) });
