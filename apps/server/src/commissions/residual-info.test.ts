import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { memberClient, registerMember } from '../test/factories';

const ctx = useTestApp();

// The period's days must be calendar days: PostgreSQL refuses '2026-02-30'::date, which used to surface as a 500.
describe('residual info', () => {
  it('refuses a day that does not exist (30 February) with 400 naming the field, not a 500', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    const answer = await call('POST', `/api/users/${member.id}/residualInfo`, { from: '2026-02-30', to: '2026-03-31' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().violations).toMatchObject([{ propertyPath: 'from', message: 'from is not valid' }]);
  });
});
