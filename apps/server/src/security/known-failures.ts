import type { Failure, KnownCause } from './fuzz-report';

const is5xx = (f: Failure) => f.kind === 'server error';
const on = (f: Failure, method: string, template: string) => f.request.operation.method === method && f.request.operation.template === template;

/**
 * TEMPORARY skip list, in this one place: causes of failure whose fix is not merged yet, matched by what
 * the server threw or answered. Their failures are printed ("Known causes") but do not fail the run.
 * Remove each entry once its fix is merged (deleting one makes the run fail on that cause); the list
 * must end empty.
 */
export const KNOWN_FAILURES: KnownCause[] = [
  {
    cause: 'issue 13 item 8: a NUL byte in a string reaches PostgreSQL',
    matches: (f) => is5xx(f) && f.title.startsWith('invalid byte sequence for encoding'),
  },
  {
    cause: 'issue 13 item 9: a list filter date outside the years 1 to 9999',
    matches: (f) => is5xx(f) && /time zone displacement out of range|type timestamp|date\/time field value out of range/.test(f.title),
  },
  {
    cause: 'issue 13 item 10: a sponsor who is not in the network',
    matches: (f) => is5xx(f) && (on(f, 'POST', '/api/register') || on(f, 'GET', '/api/sponsor/{username}')),
  },
  {
    cause: 'issue 13 item 11: multipart/form-data without a boundary',
    matches: (f) => is5xx(f) && f.title.startsWith('Multipart: Boundary not found'),
  },
  {
    cause: 'issue 13 item 12: input validated before authentication and role',
    matches: (f) => f.status === 400 && f.title === 'VALIDATION'
      && (f.kind === 'anonymous not refused with 401' || f.kind === 'member not refused with 403 by the console'),
  },
  {
    cause: 'NEW (found by this test, not in issue 13, no fix yet): an id or integer filter beyond PostgreSQL integer reaches the query',
    matches: (f) => is5xx(f) && f.title === 'value "N" is out of range for type integer',
  },
  {
    cause: 'NEW (found by this test, next to item 11, no fix yet): a multipart body cut short (boundary given) ends in 500',
    matches: (f) => is5xx(f) && f.title.startsWith('Unexpected end of multipart data'),
  },
];
