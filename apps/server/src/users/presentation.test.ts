import { describe, expect, it } from 'vitest';
import { ROOT_USERNAME } from '../seed/reference';
import { useTestApp } from '../test/build-app';
import { memberClient, registerMember, setUserFlags } from '../test/factories';

const ctx = useTestApp();
const visit = (name: string) => ctx.app.server.inject({ method: 'GET', url: `/api/presentation/${name}` });

describe('public presentation page', () => {
  it('shows a member by username or landing-page name without a login, and nobody blocked', async () => {
    const member = await registerMember(ctx);
    expect((await visit(member.username.toUpperCase())).json()).toEqual({
      username: member.username, name: 'Test M.', image: null, landPage: null, registrationLink: `/auth/registration/${member.username}`,
    });
    const call = await memberClient(ctx, member.username);
    expect((await call('PUT', `/api/users/${member.id}`, { landPage: `viajes-${member.id}` })).statusCode).toBe(200);
    expect((await visit(`viajes-${member.id}`)).json().username).toBe(member.username);

    await setUserFlags(ctx, member.username, { isBlocked: true });
    expect((await visit(member.username)).statusCode).toBe(404);
    expect((await visit(ROOT_USERNAME)).statusCode).toBe(404); // the company itself has no page
  });
});
