import { expect, test, type Page } from '@playwright/test';
import { registerMember } from './support/api';

const SESSION_KEY = 'v1.0-userData';

/** Ages the stored access token (spec section 3 session keys) so the next API call must refresh it. */
const expireStoredToken = (page: Page) => page.evaluate((key) => {
  const session = JSON.parse(localStorage.getItem(key)!);
  localStorage.setItem(key, JSON.stringify({ ...session, created: Date.now() - (session.expires_in + 60) * 1000 }));
}, SESSION_KEY);

test('two tabs refreshing the session at once both stay signed in', async ({ context, page, request }) => {
  test.setTimeout(300_000);
  const member = await registerMember(request);
  const client = await (await request.get('/api/client-config')).json();
  const pair = await (await request.post('/api/login', {
    form: { grant_type: 'password', username: member.username, password: member.password, client_id: client.clientId, client_secret: client.clientSecret },
  })).json();
  // Signed in as the login form would leave it (the form itself is auth.spec.ts's business).
  await page.goto('/auth/login');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [SESSION_KEY, JSON.stringify({ ...pair, created: Date.now() })]);
  const other = await context.newPage();
  // The layout's user menu: signed in (the dashboard below it loads lazily, slow on a busy machine).
  const greeting = (tab: Page) => tab.getByRole('button', { name: `Menú de usuario de ${member.username}` });

  for (let round = 0; round < 3; round += 1) {
    await expireStoredToken(page);
    await Promise.all([page.goto('/'), other.goto('/')]);
    for (const tab of [page, other]) {
      await expect(greeting(tab)).toBeVisible({ timeout: 60_000 });
      await expect(tab).not.toHaveURL(/\/auth\/login/);
    }
  }
  // The session survived the races: a fresh tab still gets in with the stored pair.
  const third = await context.newPage();
  await third.goto('/');
  await expect(greeting(third)).toBeVisible({ timeout: 60_000 });
});
