import { expect, test } from '@playwright/test';
import { lastMailTo, registerMember } from './support/api';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';
import { shoot } from './support/shots';

test.use({ viewport: { width: 1366, height: 900 } });

test('a member asks for an insurance access for another address, sees it listed, and cannot ask again the same day', async ({ page, request }) => {
  const member = await registerMember(request);
  const family = `family${Date.now() % 1_000_000}@example.test`;

  await logIn(page, member.username, member.password);
  await page.getByTestId('menu-insurances').click();
  await expect(page).toHaveURL(/\/insurances$/);
  await expect(page.getByTestId('insurances-empty')).toBeVisible();
  // The address defaults to the member's own.
  await expect(page.getByTestId('insurance-email')).toHaveValue(member.email);
  await expectAccessible(page);

  await page.getByTestId('insurance-email').fill(family);
  await page.getByTestId('insurance-request').click();
  const row = page.locator(`[data-testid="insurance-row"][data-email="${family}"]`);
  await expect(row).toBeVisible();
  const code = (await row.locator('td').first().innerText()).trim();
  expect(code).toMatch(/^[A-Z2-9]{12}$/);
  await expect(row.getByTestId('insurance-link')).toHaveAttribute('href', new RegExp(`${code}$`));

  // The access went to the chosen address, the copy to the member (Spanish: the member's language).
  expect((await lastMailTo(request, family)).text).toContain(code);
  const copy = await lastMailTo(request, member.email);
  expect(copy.subject).toBe(`Copia: acceso multiseguros para ${family}`);
  expect(copy.text).toContain(code);

  // The same address again the same day: refused, nothing new listed.
  await page.getByTestId('insurance-request').click();
  // Spec section 8's "this e-mail is already active".
  await expect(page.getByTestId('server-error')).toContainText('Este correo ya está activo: ya recibió un acceso en las últimas 24 horas');
  await expect(page.getByTestId('insurance-row')).toHaveCount(1);
  await expectAccessible(page);
  await shoot(page, 'insurances');
});

test('the help area shows the assistance phone and its hours in the reader language', async ({ page, request }) => {
  const member = await registerMember(request);
  await logIn(page, member.username, member.password);
  await page.getByTestId('support-button').click();
  await expect(page.getByTestId('support-phone-hours')).toHaveText('De lunes a viernes, 09:30–13:30 y 15:00–19:00 (hora de Madrid)');
  await expectAccessible(page);
  await shoot(page, 'support-phone');
  await page.getByTestId('language-switch').getByRole('button', { name: /^EN / }).click();
  await expect(page.getByTestId('support-phone-hours')).toHaveText('Monday to Friday, 09:30–13:30 and 15:00–19:00 (Madrid time)');
});
