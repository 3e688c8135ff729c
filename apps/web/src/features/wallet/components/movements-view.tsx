import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MovementCards } from './movement-cards';
import { MovementsTable, type MovementsListProps } from './movements-table';

/** The table from the `sm` breakpoint up (where the side menu shows), cards below it. */
export function MovementsView(props: MovementsListProps) {
  const phone = useMediaQuery(`(max-width: ${em(767)})`);
  return phone ? <MovementCards {...props} /> : <MovementsTable {...props} />;
}
