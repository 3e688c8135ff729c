import type { FastifyRequest } from 'fastify';

/** What logs and metrics call a request that matched no route (an app page, a mistyped path, a probe). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The route's pattern (`/api/users/{id}` as `/api/users/:id`), never the URL: a URL carries e-mails
 * (`/api/checkEmail/…`), reset tokens and search terms, and as a metric label it would be unbounded.
 */
export const routeLabel = (request: Pick<FastifyRequest, 'routeOptions'>): string => request.routeOptions?.url ?? UNMATCHED_ROUTE;
