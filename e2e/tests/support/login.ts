import { expect, type Page } from '@playwright/test';

/** Signs in through the login form (Spanish labels, the default language). */
export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: `Hola, ${username}` })).toBeVisible();
}
