import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { useTestApp, type TestContext } from '../test/build-app';
import { MEMBER_PASSWORD, registerMember } from '../test/factories';

const PROVIDER = {
  SUPPORT_WIDGET_SCRIPT_URL: 'https://chat.example.test/widget.js',
  SUPPORT_WIDGET_KEY: 'site-key-123',
  SUPPORT_WIDGET_IDENTITY_SECRET: 'identity-secret-of-the-provider',
  SUPPORT_WIDGET_ORIGINS: 'wss://live.example.test,https://cdn.example.test',
};

async function widgetFor(ctx: TestContext) {
  const member = await registerMember(ctx);
  const token = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
  const response = await ctx.app.server.inject({ method: 'GET', url: '/api/support_widget', headers: { authorization: `Bearer ${token}` } });
  return { member, response };
}

describe('GET /api/support_widget without a chat provider', () => {
  const ctx = useTestApp();

  it('tells members to use support tickets, with the spec timeout', async () => {
    expect((await ctx.app.server.inject({ method: 'GET', url: '/api/support_widget' })).statusCode).toBe(401);
    const { response } = await widgetFor(ctx);
    expect(response.json()).toEqual({ provider: null, timeoutMs: 30000 });
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  });
});

describe('GET /api/support_widget with a chat provider', () => {
  const ctx = useTestApp(PROVIDER);

  it('hands the browser the script, the key and the signed identity, and lets the script in', async () => {
    const { member, response } = await widgetFor(ctx);
    const userHash = createHmac('sha256', PROVIDER.SUPPORT_WIDGET_IDENTITY_SECRET).update(String(member.id)).digest('hex');
    expect(response.json()).toEqual({
      provider: { scriptUrl: PROVIDER.SUPPORT_WIDGET_SCRIPT_URL, key: 'site-key-123', userHash },
      timeoutMs: 30000,
    });
    const csp = response.headers['content-security-policy'] as string;
    const origins = 'https://chat.example.test wss://live.example.test https://cdn.example.test';
    expect(csp).toContain(`script-src 'self' ${origins}`);
    expect(csp).toContain(`connect-src 'self' ${origins}`);
    expect(csp).toContain(`frame-src 'self' ${origins}`);
  });
});

describe('support widget configuration', () => {
  it('needs the script and the key together, and origins without paths', () => {
    expect(() => loadConfig({ SUPPORT_WIDGET_SCRIPT_URL: PROVIDER.SUPPORT_WIDGET_SCRIPT_URL })).toThrow(/SUPPORT_WIDGET_SCRIPT_URL and SUPPORT_WIDGET_KEY together/);
    expect(() => loadConfig({ SUPPORT_WIDGET_KEY: 'k' })).toThrow(/together/);
    expect(() => loadConfig({ ...PROVIDER, SUPPORT_WIDGET_ORIGINS: 'https://cdn.example.test/path' })).toThrow(/SUPPORT_WIDGET_ORIGINS/);
    expect(() => loadConfig({ ...PROVIDER, SUPPORT_WIDGET_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_WIDGET_SCRIPT_URL/);
    expect(loadConfig({ ...PROVIDER, SUPPORT_WIDGET_TIMEOUT_MS: '5000' }).SUPPORT_WIDGET_TIMEOUT_MS).toBe(5000);
  });
});
