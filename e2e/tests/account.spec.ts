import { expect, test } from '@playwright/test';
import { registerMember } from './support/api';
import { logIn } from './support/login';
import { expectAccessible } from './support/accessibility';
import { shoot } from './support/shots';

test('a member changes their password: the current one is checked, the new one works at the next login', async ({ page, request }) => {
  const member = await registerMember(request);
  await logIn(page, member.username, member.password);
  await page.goto('/account/password');
  await expect(page.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Contraseña actual').fill('NotMine123');
  await page.getByLabel('Nueva contraseña').fill('Cambiada123');
  await page.getByLabel('Repite la contraseña').fill('Cambiada123');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Tu contraseña es incorrecta.')).toBeVisible();

  await page.getByLabel('Contraseña actual').fill(member.password);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Usuario').fill(member.username);
  await page.getByLabel('Contraseña', { exact: true }).fill('Cambiada123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Back where the member left off, signed in with the new password.
  await expect(page.getByRole('button', { name: `Menú de usuario de ${member.username}` })).toBeVisible();
});

test('the public presentation page shows the member in the chosen language and leads to their registration link', async ({ page }) => {
  await page.goto('/p/demo?lang=en');
  await expect(page.getByTestId('presentation')).toContainText('Demo D.');
  await expect(page.getByTestId('presentation')).toContainText('invites you to join their travel and experiences team');
  await expectAccessible(page);
  await page.getByTestId('presentation-join').click();
  await expect(page).toHaveURL(/\/auth\/registration\/demo$/);
  await page.goto('/p/nobody-here');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page);
});

test('a member names their landing page; a bad or taken name is refused; the presentation page answers to it', async ({ page, request }) => {
  const member = await registerMember(request);
  await logIn(page, member.username, member.password);
  await page.goto('/account/landing-page');
  // Issue 18 item 8: the name in use (the username while none is chosen) and the page's full link, to copy.
  await expect(page.getByTestId('landing-page-name')).toHaveValue(member.username);
  await expect(page.getByTestId('landing-page-link')).toHaveValue(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/p/${member.username}\\?lang=es$`));
  await expect(page.getByRole('button', { name: 'Copiar: Tu página de presentación' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'landing-page');
  await page.getByTestId('landing-page-name').fill('No Vale!');
  await page.getByTestId('landing-page-save').click();
  await expect(page.getByText('Solo minúsculas, números y guiones (3 a 40)')).toBeVisible();

  const name = `viajes-${member.username}`;
  await page.getByTestId('landing-page-name').fill(name);
  await page.getByTestId('landing-page-save').click();
  await expect(page.getByText('Cambio realizado')).toBeVisible();
  await expect(page.getByTestId('landing-page-link')).toHaveValue(new RegExp(`/p/${name}\\?lang=es$`));
  await expectAccessible(page);

  await page.goto(`/p/${name}`);
  await expect(page.getByTestId('presentation')).toContainText('Eva P.');
});
