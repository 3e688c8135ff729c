import { centsToEuros } from '@vo/domain';
import type { payments, registerOrders } from '../db/schema';
import { hydraItem } from '../lib/hydra';

export const presentPayment = (p: typeof payments.$inferSelect) =>
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

export const presentRegisterOrder = (o: typeof registerOrders.$inferSelect) =>
  hydraItem('register_orders', 'RegisterOrder', o.id, {
    payment: `/api/payments/${o.paymentId}`,
    newMember: `/api/member_ships/${o.newMemberId}`,
    extra: o.extra,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
  });
