import type { AdminPayment, PaymentChange } from '@vo/domain';
import type { payments } from '../db/schema';
import { presentPayment } from '../payments/payment.presenter';
import { presentMemberRef } from './member-ref';
import type { AdminPaymentRow } from './payment-list';

/** A payment as members see it, plus who paid: the admin matches a bank transfer by its concept (the username). */
export const presentAdminPayment = ({ payment, member }: AdminPaymentRow): AdminPayment => ({
  ...presentPayment(payment),
  member: presentMemberRef(member),
});

/** A confirmed or refunded payment, and whether this call changed it (false when it was already done). */
export const presentPaymentChange = ({ payment, changed }: { payment: typeof payments.$inferSelect; changed: boolean }): PaymentChange => ({
  ...presentPayment(payment),
  changed,
});
