import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PaymentCards } from './payment-cards';
import { PaymentsTable, type PaymentsListProps } from './payments-table';

/** The table from the `sm` breakpoint up (where the side menu shows), cards below it. */
export function PaymentsView(props: PaymentsListProps) {
  const phone = useMediaQuery(`(max-width: ${em(767)})`);
  return phone ? <PaymentCards {...props} /> : <PaymentsTable {...props} />;
}
