import { MONEY_PAYMENT_OPTIONS, SHOP_ORDER_STATUSES, type LocalizedText } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { mediaObjects } from './account';
import { cents } from './columns';
import { countries } from './geography';
import { payments } from './payments';
import { users } from './users';

/**
 * A product of the partner store, sold in one country (DESIGN.md section 7b). `stock` moves only by the conditional
 * update that pays an order (or the cancel that gives it back); the check is the database's own guard. A product
 * with a `defaultQuantity` is part of its country's default order (the fixed basket), so an admin edits both in one form.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer('country_id').notNull().references(() => countries.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    photoId: integer('photo_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    /** Net of VAT, per unit. */
    price: cents('price'),
    /** Each product its own rate (reduced rates exist), in basis points. */
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    /** Network volume of one unit. */
    points: cents('points'),
    defaultQuantity: integer('default_quantity').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_stock', sql`${t.stock} >= 0`),
    check('products_amounts', sql`${t.price} >= 0 and ${t.points} >= 0 and ${t.vatRateBp} between 0 and 10000 and ${t.defaultQuantity} >= 0`),
    index('products_country').on(t.countryId, t.isActive, t.sort),
  ],
);

/** A member's order of one country, paid by its own payment (type `shop`) through the normal payment flow. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    countryId: integer('country_id').notNull().references(() => countries.id),
    paymentId: integer('payment_id').notNull().references(() => payments.id).unique(),
    paymentBy: text('payment_by', { enum: MONEY_PAYMENT_OPTIONS }).notNull(),
    status: text('status', { enum: SHOP_ORDER_STATUSES }).notNull().default('pending_payment'),
    /** The member's cart was below the minimum and the country's default order replaced it. */
    defaultApplied: boolean('default_applied').notNull().default(false),
    net: cents('net'),
    tax: cents('tax'),
    points: cents('points'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('shop_orders_user').on(t.userId, t.createdAt), index('shop_orders_status').on(t.status, t.createdAt)],
);

/** A line of an order: price, VAT rate and points as they were when it was ordered. */
export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    orderId: integer('order_id').notNull().references(() => shopOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    quantity: integer('quantity').notNull(),
    unitPrice: cents('unit_price'),
    vatRateBp: integer('vat_rate_bp').notNull(),
    unitPoints: cents('unit_points'),
    net: cents('net'),
    tax: cents('tax'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] }), check('shop_order_items_quantity', sql`${t.quantity} > 0`), index('shop_order_items_product').on(t.productId)],
);
