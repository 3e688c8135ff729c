import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { creditAccount, registerMember } from './support/api';
import { logIn } from './support/login';
import { deliveredMailTo } from './support/mail-drop';

test('a member buys 50 Enjoy Passes, gives one to an address that gets the credentials, and sees it valid', async ({ page, request }) => {
  // Sponsored by demo's own sponsor: the Enjoy bonus it causes must not reach demo (network.spec shows demo's empty Enjoy tree).
  const member = await registerMember(request, { sponsor: 'leader' });
  await creditAccount(request, member.username, 'enjoy_points', 50);
  await logIn(page, member.username, member.password);
  await page.getByRole('link', { name: 'Enjoy Pass' }).click();
  await expect(page.getByTestId('passes-left')).toHaveText('Pases por regalar: 0');
  await expect(page.getByTestId('give-pass-submit')).toBeDisabled();

  await page.getByTestId('pass-option-50').click();
  await page.getByRole('button', { name: 'Comprar 50 pases' }).click();
  await expect(page.getByTestId('passes-left')).toHaveText('Pases por regalar: 50');

  const friend = `friend-${Date.now()}@example.com`;
  await page.getByTestId('give-pass-email').fill(friend);
  await page.getByTestId('give-pass-submit').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: `Hemos enviado las credenciales a ${friend}` })).toBeVisible();
  await expect(page.getByTestId('passes-left')).toHaveText('Pases por regalar: 49');
  const row = page.getByTestId('enjoy-pass-accesses-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(friend);
  await expect(row.locator('[data-validity="valid"]')).toContainText('Válido hasta el');
  await expectAccessible(page);

  // The address got its login and one-time password, in the giver's language.
  const mail = await deliveredMailTo(friend, (m) => m.subject.includes('Enjoy Pass'));
  const login = /Usuario: (EP\w{8})/.exec(mail.text)![1]!;
  expect(mail.text).toMatch(/Contraseña de un solo uso: \S{10}/);
  await expect(row).toContainText(login);

  // A second pass to the same address is refused with the spec's message, and spends nothing.
  await page.getByTestId('give-pass-email').fill(friend);
  await page.getByTestId('give-pass-submit').click();
  await expect(page.getByText('Ya existe un Enjoy Pass para ese e-mail')).toBeVisible();
  await expect(page.getByTestId('passes-left')).toHaveText('Pases por regalar: 49');
  await expect(row).toHaveCount(1);
});
