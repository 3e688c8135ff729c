/** What a payment pays for (spec section 3 "Payment types", plus our Enjoy Points and Enjoy Pass purchases and shop orders). */
export const PAYMENT_TYPES = ['register', 'upgrade', 'monthly', 'annual', 'movement', 'enjoy_points', 'enjoy_pass', 'shop'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A payment's life: prepared, pending (e.g. a transfer on its way), then paid, rejected, cancelled or expired. */
export const PAYMENT_STATUSES = ['prepare', 'pending', 'paid', 'rejected', 'cancelled', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A register order's life (spec section 3 "Register order"): pending until its payment is confirmed, cancelled or rejected. */
export const REGISTER_ORDER_STATUSES = ['pending', 'confirmed', 'cancelled', 'rejected', 'expired'] as const;
export type RegisterOrderStatus = (typeof REGISTER_ORDER_STATUSES)[number];
