import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { contentSecurityPolicy } from './content-security-policy';

const base = { NODE_ENV: 'test' };
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('content security policy', () => {
  it('allows only our own scripts, frames and connections without third parties', () => {
    const policy = contentSecurityPolicy(loadConfig(base));
    expect(policy.scriptSrc).toEqual(["'self'"]);
    expect(policy.frameSrc).toEqual(["'self'"]);
    expect(policy.connectSrc).toEqual(["'self'"]);
  });

  it('lets Stripe.js, its card frames and its API in when card payments are configured', () => {
    const policy = contentSecurityPolicy(loadConfig({ ...base, ...stripeKeys }));
    expect(policy.scriptSrc).toContain('https://js.stripe.com');
    expect(policy.frameSrc).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(policy.connectSrc).toContain('https://api.stripe.com');
  });

  it('lets the configured support chat provider in', () => {
    const policy = contentSecurityPolicy(loadConfig({
      ...base, SUPPORT_WIDGET_SCRIPT_URL: 'https://chat.example.com/widget.js', SUPPORT_WIDGET_KEY: 'k',
    }));
    expect(policy.scriptSrc).toContain('https://chat.example.com');
  });
});
