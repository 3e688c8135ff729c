import type { FastifyRequest } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import { requestIdOf } from './request-id';
import { routeLabel } from './route-label';

/**
 * Belt and braces: what a log call could carry that is a secret or personal data. The request serializer
 * below already leaves out headers and bodies (Fastify never logs bodies); these catch a careless
 * `log.info({ ... })`. Each wildcard covers one level of nesting.
 */
const REDACTED_FIELDS = ['password', 'plainPassword', 'currentPassword', 'newPassword', 'client_secret', 'token', 'access_token', 'refresh_token',
  'authorization', 'cookie', 'set-cookie', 'email', 'iban', 'bic', 'dni', 'phone', 'secret'];
const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'req.body',
  ...REDACTED_FIELDS.flatMap((field) => (/^[A-Za-z_]\w*$/.test(field) ? [field, `*.${field}`] : [`["${field}"]`, `*["${field}"]`])),
];

// Drizzle puts a failed query's parameters (e-mails, names, hashes) in its message, last, and so ahead of the
// stack's frames: the SQL stays, they go (a value may hold line breaks: up to the first frame or the end).
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/** A request as the log shows it: no URL (see routeLabel), headers, address or body. */
function requestForLog(request: FastifyRequest) {
  return { method: request.method, route: routeLabel(request) };
}

/**
 * An error as the log shows it: Drizzle's query parameters and PostgreSQL's `detail` ("Key (email)=(…) already
 * exists") left out; the SQLSTATE of the driver's error it wraps kept (`causeCode`), it says what went wrong.
 */
function errorForLog(error: Error) {
  const { params: _params, detail: _detail, ...serialized } = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & { params?: unknown; detail?: unknown };
  serialized.message = serialized.message.replace(QUERY_PARAMS, '\nparams: [redacted]');
  if (serialized.stack) serialized.stack = serialized.stack.replace(QUERY_PARAMS, '\nparams: [redacted]');
  const causeCode = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof causeCode === 'string' ? { ...serialized, causeCode } : serialized;
}

/**
 * Fastify's logger: one JSON line per event, each with the request's id (`reqId`), and nothing personal
 * or secret in it. `stream` is for tests, which read the lines back.
 */
export function loggerOptions(level: string, stream?: DestinationStream) {
  const logger: LoggerOptions & { stream?: DestinationStream } = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: requestForLog as never, err: errorForLog },
    ...(stream ? { stream } : {}),
  };
  return { logger, genReqId: requestIdOf };
}
