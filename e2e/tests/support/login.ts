import { expect, type Page } from '@playwright/test';

/** Fills in and sends the login form (Spanish labels, the default language), without waiting for what comes next. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs in through the login form and waits for the dashboard (a member's) or the console (an admin's: no member, issue 18). */
export async function logIn(page: Page, username: string, password: string) {
  await submitLogin(page, username, password);
  await expect(page.getByRole('button', { name: `Menú de usuario de ${username}` })).toBeVisible();
  if (!new URL(page.url()).pathname.startsWith('/admin')) {
    await expect(page.getByRole('heading', { name: `Hola, ${username}` })).toBeVisible();
    return;
  }
  // An admin lands on /admin, which redirects to the console's first screen: a click on the menu before that redirect
  // has run would be undone by it, so wait for the landing screen itself.
  await expect(page).toHaveURL(/\/admin\/[a-z]/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}
