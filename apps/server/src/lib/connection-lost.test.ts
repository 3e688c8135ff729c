import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-lost';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: rollback'), { cause });

describe('a lost database connection is told apart from other failures', () => {
  it.each([
    ['the server terminated the session', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['the socket was refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['the driver saw the socket close, wrapped by the query builder', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a query on a dead client', wrapped(wrapped(new Error('Client has encountered a connection error and is not queryable')))],
  ])('%s', (_, error) => expect(isConnectionLost(error)).toBe(true));

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a programming error', new TypeError('x is undefined')],
    ['not an error at all', 'Connection terminated unexpectedly'],
  ])('%s is not', (_, error) => expect(isConnectionLost(error)).toBe(false));
});
