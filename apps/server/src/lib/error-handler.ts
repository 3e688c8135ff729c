import { toViolations } from '@vo/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError, type z } from 'zod';
import { isApiPath } from './api-paths';
import { isConnectionLost } from './connection-lost';
import { AppError, type ErrorCode } from './errors';
import { hydraError } from './hydra';
import { requestLanguage } from './request-language';

const PG_UNIQUE_VIOLATION = '23505';
// A row referred to vanished between the service's check and its write; services lock to prevent it, this is the net.
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_SERIALIZATION_FAILURE = '40001';

/**
 * Every failure leaves as a translated hydra:Error; unexpected ones are logged and shown as a
 * general error. With `isAppPage` (a web app is served), an unknown non-API page gets index.html so the
 * client router decides; a missing file stays 404.
 */
export function registerErrorHandler(app: FastifyInstance, options: { isAppPage?: (url: string) => boolean }): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    const language = requestLanguage(request);
    const send = (code: ErrorCode, status: number, violations: AppError['violations'] = [], details?: AppError['details']) =>
      reply.status(status).type('application/ld+json').send(hydraError(code, language, violations, details));

    if (error instanceof AppError) return send(error.code, error.status, error.violations, error.details);
    if (error instanceof ZodError) return send('VALIDATION', 400, toViolations(error.issues));
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The type provider flattens zod issues into Fastify's shape; rebuild them to reuse one mapping.
      const issues = error.validation.map((v) => ({
        ...v.params,
        code: v.keyword,
        message: v.message,
        path: v.instancePath.split('/').filter(Boolean),
      })) as unknown as z.core.$ZodIssue[];
      return send('VALIDATION', 400, toViolations(issues));
    }
    const pgCode = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (pgCode === PG_UNIQUE_VIOLATION || pgCode === PG_SERIALIZATION_FAILURE || pgCode === PG_FOREIGN_KEY_VIOLATION) return send('CONFLICT', 409);
    if (isConnectionLost(error)) {
      // A transaction dies with its connection and PostgreSQL rolls it back; the business changes are
      // idempotent or guarded (a paid payment, a week run), so "try again" is the right answer, not a 500.
      request.log.warn({ err: error }, 'database connection lost');
      reply.header('retry-after', '1');
      return send('DATABASE_UNAVAILABLE', 503);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return send('TOO_MANY_REQUESTS', 429);
    if (status === 404) return send('NOT_FOUND', 404);
    if (status >= 400 && status < 500) return send('BAD_REQUEST', status);
    request.log.error({ err: error }, 'unhandled error');
    return send('INTERNAL', 500);
  });
  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !isApiPath(request.url) && options.isAppPage?.(request.url)) return reply.sendFile('index.html');
    return reply.status(404).type('application/ld+json').send(hydraError('NOT_FOUND', requestLanguage(request)));
  });
}
