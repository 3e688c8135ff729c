import { presentPayment } from '../payments/payment.presenter';
import type { AdminPaymentRow } from './payment-list';

/** A payment as members see it, plus who paid: the admin matches a bank transfer by its concept (the username). */
export const presentAdminPayment = ({ payment, member }: AdminPaymentRow) => ({
  ...presentPayment(payment),
  member: {
    '@id': `/api/users/${member.id}`,
    id: member.id,
    username: member.username,
    email: member.email,
    name: [member.name, member.surname].filter(Boolean).join(' ') || null,
  },
});
