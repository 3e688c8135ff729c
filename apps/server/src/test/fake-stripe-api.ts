import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The far side of the Stripe boundary for tests: a local HTTP server answering the two PaymentIntent
 * calls our provider makes, the way api.stripe.com does (form-encoded requests, idempotency keys).
 * Stripe's own SDK talks to it through STRIPE_API_URL; nothing of ours is replaced.
 */
export interface FakeStripeApi {
  url: string;
  intents: Map<string, Record<string, unknown>>;
  /** The intents refunded, once per idempotency key as Stripe would. */
  refunds: string[];
  /** What the card holder's bank would do: the intent succeeds (or fails) on Stripe's side. */
  setStatus(intentId: string, status: 'succeeded' | 'processing' | 'requires_payment_method'): Record<string, unknown>;
  close(): Promise<void>;
}

export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const intents = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: string[] = [];
  const refundKeys = new Set<string>();

  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
        response.end(JSON.stringify(json));
      };
      const path = new URL(request.url ?? '/', 'http://stripe.test').pathname;
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const key = String(request.headers['idempotency-key'] ?? '');
        const known = byIdempotencyKey.get(key);
        if (known) return send(200, intents.get(known));
        const form = new URLSearchParams(body);
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const metadata = Object.fromEntries([...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
        const intent = {
          id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency'),
          status: 'requires_payment_method', client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`, metadata, last_payment_error: null,
        };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, id);
        return send(200, intent);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const intentId = new URLSearchParams(body).get('payment_intent') ?? '';
        if (!intents.has(intentId)) return send(404, { error: { type: 'invalid_request_error', message: `No such payment_intent: ${intentId}` } });
        const key = String(request.headers['idempotency-key'] ?? '');
        if (!refundKeys.has(key)) refunds.push(intentId);
        refundKeys.add(key);
        return send(200, { id: `re_${intentId}`, object: 'refund', payment_intent: intentId, amount: intents.get(intentId)!.amount, status: 'succeeded' });
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
      if (request.method === 'GET' && match && intents.has(match[1]!)) return send(200, intents.get(match[1]!));
      return send(404, { error: { type: 'invalid_request_error', message: `No such route: ${request.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    setStatus(intentId, status) {
      const intent = { ...intents.get(intentId)!, status };
      intents.set(intentId, intent);
      return intent;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
