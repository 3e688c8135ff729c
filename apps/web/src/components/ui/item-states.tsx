import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ApiError } from '@/api/api-error';
import { PageLoader } from './page-loader';
import { ServerErrorAlert } from './server-error-alert';

interface Props<T> {
  query: UseQueryResult<T>;
  /** False when the address itself names nothing (a bad id): the not-found page, without asking. */
  valid: boolean;
  children: (data: T) => ReactNode;
}

/** A screen of one item read by its address: not found (an invalid address or a 404), a server error, loading, or the item. */
export function ItemStates<T>({ query, valid, children }: Props<T>) {
  if (!valid) return <Navigate to="/error/404" replace />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <Navigate to="/error/404" replace />;
    return <ServerErrorAlert error={query.error} />;
  }
  if (query.data === undefined) return <PageLoader />;
  return children(query.data);
}
