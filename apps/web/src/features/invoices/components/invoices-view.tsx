import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { InvoiceCards } from './invoice-cards';
import { InvoicesTable, type InvoicesListProps } from './invoices-table';

/** The table from the `sm` breakpoint up (where the side menu shows), cards below it. */
export function InvoicesView(props: InvoicesListProps) {
  const phone = useMediaQuery(`(max-width: ${em(767)})`);
  return phone ? <InvoiceCards {...props} /> : <InvoicesTable {...props} />;
}
