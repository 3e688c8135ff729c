import type { Config } from '../config';
import { supportWidgetOrigins } from '../support/support-widget';

// Stripe.js and its card fields come from js.stripe.com (script and iframes) and talk to api.stripe.com.
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/** The browser may load only our own files, plus the third parties this configuration switches on. */
export function contentSecurityPolicy(config: Config) {
  const chat = supportWidgetOrigins(config);
  const stripe = Boolean(config.STRIPE_PUBLISHABLE_KEY);
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', ...chat],
    styleSrc: ["'self'", "'unsafe-inline'", ...chat],
    scriptSrc: ["'self'", ...chat, ...(stripe ? [STRIPE_SCRIPT] : [])],
    connectSrc: ["'self'", ...chat, ...(stripe ? [STRIPE_API] : [])],
    frameSrc: ["'self'", ...chat, ...(stripe ? STRIPE_FRAMES : [])],
  };
}
