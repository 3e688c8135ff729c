import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from './page-loader';
import { ServerErrorAlert } from './server-error-alert';

interface Props {
  /** The read the rows come from; left out when they arrived inside another read (a member's audits). */
  query?: { isError: boolean; error: unknown; isPending: boolean };
  /** How many rows arrived (0: the empty text instead of the rows). */
  count: number;
  emptyText: string;
  emptyTestId?: string;
  loaderHeight?: number;
  children: ReactNode;
}

/** The states of a list read from the server: its error, a loader the first time, a line when empty, else the rows. */
export function ListStates({ query, count, emptyText, emptyTestId, loaderHeight = 160, children }: Props) {
  if (query?.isError) return <ServerErrorAlert error={query.error} />;
  if (query?.isPending) return <PageLoader h={loaderHeight} />;
  if (count === 0) {
    return (
      <Text c="dimmed" py="md" data-testid={emptyTestId}>
        {emptyText}
      </Text>
    );
  }
  return children;
}
