import { centsToEuros, type CardCredentials, type Payment, type RegisterOrder } from '@vo/domain';
import type { payments, registerOrders } from '../db/schema';
import { hydraItem } from '../lib/hydra';
import type { CardProvider } from './card/card-provider';

export const presentPayment = (p: typeof payments.$inferSelect): Payment =>
  hydraItem('payments', 'Payment', p.id, {
    user: `/api/users/${p.userId}`,
    paymentBy: p.paymentBy,
    action: p.action,
    type: p.type,
    status: p.status,
    memberShip: p.membershipId ? `/api/member_ships/${p.membershipId}` : null,
    amount: centsToEuros(p.total),
    net: centsToEuros(p.net),
    tax: centsToEuros(p.tax),
    fee: centsToEuros(p.fee),
    points: centsToEuros(p.points),
    enjoyPoints: centsToEuros(p.enjoyPoints),
    enjoypass: p.enjoyPass,
    reason: p.reason,
    confirmedAt: p.confirmedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  });

export const presentRegisterOrder = (o: typeof registerOrders.$inferSelect): RegisterOrder =>
  hydraItem('register_orders', 'RegisterOrder', o.id, {
    payment: `/api/payments/${o.paymentId}`,
    newMember: `/api/member_ships/${o.newMemberId}`,
    extra: o.extra,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
  });

// Stripe Elements needs the publishable key (public by design); null says card payments are not configured.
export const presentCardCredentials = (card: CardProvider | null): CardCredentials => ({ publishableKey: card?.publishableKey ?? null });
