import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { useTestApp } from '../test/build-app';
import { contentSecurityPolicy } from './content-security-policy';

const base = { NODE_ENV: 'test' };
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('content security policy', () => {
  it('allows only our own scripts and connections without third parties, and frames only ours and the replay players', () => {
    const policy = contentSecurityPolicy(loadConfig(base), []);
    expect(policy.scriptSrc).toEqual(["'self'"]);
    expect(policy.frameSrc).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(policy.connectSrc).toEqual(["'self'"]);
  });

  it('lets Stripe.js, its card frames and its API in when card payments are configured', () => {
    const policy = contentSecurityPolicy(loadConfig({ ...base, ...stripeKeys }), []);
    expect(policy.scriptSrc).toContain('https://js.stripe.com');
    expect(policy.frameSrc).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(policy.connectSrc).toContain('https://api.stripe.com');
  });

  it('lets the support chat provider\'s origins in', () => {
    const policy = contentSecurityPolicy(loadConfig(base), ['https://chat.example.com']);
    expect(policy.scriptSrc).toContain('https://chat.example.com');
    expect(policy.frameSrc).toContain('https://chat.example.com');
  });
});

// What helmet really sends: its defaults would add upgrade-insecure-requests and HSTS whatever our directives say.
describe.each([
  { address: 'http://office.example.com', https: false },
  { address: 'https://office.example.com', https: true },
])('security headers with PUBLIC_URL $address', ({ address, https }) => {
  const ctx = useTestApp({ PUBLIC_URL: address });

  it(https ? 'asks for https only (upgrade, HSTS)' : 'never sends the browser to an https that is not there', async () => {
    const { headers } = await ctx.app.server.inject({ method: 'GET', url: '/api/health' });
    expect(String(headers['content-security-policy']).includes('upgrade-insecure-requests')).toBe(https);
    if (https) expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    else expect(headers).not.toHaveProperty('strict-transport-security');
  });
});
