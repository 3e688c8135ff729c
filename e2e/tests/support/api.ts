import type { APIRequestContext } from '@playwright/test';

/** Calls the real API the way the browser does, for set-up and for reading the mail outbox. */
export async function tokenFor(request: APIRequestContext, username: string, password: string): Promise<string> {
  const client = await (await request.get('/api/client-config')).json();
  const response = await request.post('/api/login', {
    form: { grant_type: 'password', username, password, client_id: client.clientId, client_secret: client.clientSecret },
  });
  if (!response.ok()) throw new Error(`login ${username} failed: ${await response.text()}`);
  return (await response.json()).access_token;
}

let sequence = 0;

/** Registers a free `pre` member through POST /api/register and returns its credentials. */
export async function registerMember(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const tag = `${Date.now() % 1_000_000}${sequence}`;
  const spain = (await (await request.get('/api/countries?code=ES')).json())['hydra:member'][0];
  const pre = (await (await request.get('/api/member_ships?level=1&type=product')).json())['hydra:member'][0];
  const email = `e2e${tag}@example.test`;
  const body = {
    sponsor: 'demo', username: `e2e${tag}`, firstName: 'Eva', lastName: 'Prueba', email, emailRepeat: email,
    password: 'Member1234', passwordRepeat: 'Member1234', dni: `E${tag}`, birthDate: '1990-04-02', mobile: '+34 600 111 222',
    address1: 'Calle Real 1', city: 'Sevilla', postalCode: '41001', countryId: spain.id, membershipId: pre.id, acceptTerms: true,
    ...overrides,
  };
  const response = await request.post('/api/register', { data: body });
  if (response.status() !== 201) throw new Error(`registration failed: ${await response.text()}`);
  const registered = await response.json();
  // A paid level answers how to pay it (a bank transfer to confirm).
  return { id: registered.id as number, username: body.username, email, password: body.password, paymentId: registered.payment?.paymentId as number | undefined };
}

/** Registers a member on a paid level of the product plan (2 start … 9 master) and confirms the bank transfer as an admin. */
export async function registerPaidMember(request: APIRequestContext, level: number) {
  const membership = (await (await request.get(`/api/member_ships?level=${level}&type=product`)).json())['hydra:member'][0];
  const member = await registerMember(request, { membershipId: membership.id, paymentMethod: 'TRANS_PAYMENT' });
  const admin = await tokenFor(request, 'admin', 'Admin1234!');
  const confirmed = await request.post(`/api/admin/payments/${member.paymentId}/confirm`, { headers: { authorization: `Bearer ${admin}` } });
  if (!confirmed.ok()) throw new Error(`confirming the registration failed: ${await confirmed.text()}`);
  return member;
}

/** The newest e-mail sent to an address, read from the outbox as an admin. */
export async function lastMailTo(request: APIRequestContext, email: string): Promise<{ subject: string; text: string }> {
  const token = await tokenFor(request, 'admin', 'Admin1234!');
  const response = await request.get(`/api/admin/mail_outbox?recipient=${encodeURIComponent(email)}&itemsPerPage=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [mail] = (await response.json())['hydra:member'];
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** Credits one of a member's accounts as an admin would (a ledger adjustment with a reason). */
export async function creditAccount(request: APIRequestContext, username: string, account: 'wallet_available' | 'enjoy_points' | 'travel_points', amount: number): Promise<void> {
  const token = await tokenFor(request, 'admin', 'Admin1234!');
  const headers = { authorization: `Bearer ${token}` };
  const found = await (await request.get(`/api/users?search=${encodeURIComponent(username)}`, { headers })).json();
  const user = found['hydra:member'].find((u: { username: string }) => u.username === username);
  if (!user) throw new Error(`no user ${username}`);
  const response = await request.post(`/api/admin/wallets/${user.id}/adjust`, { headers, data: { account, amount, reason: 'Browser test funding' } });
  if (!response.ok()) throw new Error(`adjustment failed: ${await response.text()}`);
}

/** Credits a member's available wallet as an admin would. */
export const creditWallet = (request: APIRequestContext, username: string, euros: number) => creditAccount(request, username, 'wallet_available', euros);
