import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TransferCards } from './transfer-cards';
import { TransfersTable, type TransfersListProps } from './transfers-table';

/** The table from the `sm` breakpoint up (where the side menu shows), cards below it. */
export function TransfersView(props: TransfersListProps) {
  const phone = useMediaQuery(`(max-width: ${em(767)})`);
  return phone ? <TransferCards {...props} /> : <TransfersTable {...props} />;
}
