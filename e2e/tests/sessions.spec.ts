import { expect, test, type Page } from '@playwright/test';
import { registerMember } from './support/api';
import { logIn } from './support/login';

/** Ages the stored access token (spec section 3 session keys) so the next API call must refresh it. */
const expireStoredToken = (page: Page) => page.evaluate(() => {
  const key = 'v1.0-userData';
  const session = JSON.parse(localStorage.getItem(key)!);
  localStorage.setItem(key, JSON.stringify({ ...session, created: Date.now() - (session.expires_in + 60) * 1000 }));
});

test('two tabs refreshing the session at once both stay signed in', async ({ context, page, request }) => {
  const member = await registerMember(request);
  await logIn(page, member.username, member.password);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { name: `Hola, ${member.username}` })).toBeVisible();

  for (let round = 0; round < 3; round += 1) {
    await expireStoredToken(page);
    await Promise.all([page.reload(), other.reload()]);
    for (const tab of [page, other]) {
      await expect(tab.getByRole('heading', { name: `Hola, ${member.username}` })).toBeVisible();
      await expect(tab).not.toHaveURL(/\/auth\/login/);
    }
  }
  // The session survived the races: a fresh tab still gets in with the stored pair.
  const third = await context.newPage();
  await third.goto('/');
  await expect(third.getByRole('heading', { name: `Hola, ${member.username}` })).toBeVisible();
});
