/**
 * SQLSTATEs of a session the server ended (admin_shutdown, crash_shutdown, cannot_connect_now);
 * class 08 is every connection exception.
 */
const SERVER_ENDED = new Set(['57P01', '57P02', '57P03']);
/** The socket never got through or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres reports a connection that died under it by message alone, without a code. */
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether an error (or anything in its `cause` chain: the query builder wraps the driver's error)
 * means the database connection was lost. Nothing was committed then, so the request can be retried.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Object && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SERVER_ENDED.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.includes(message)) return true;
  }
  return false;
}
