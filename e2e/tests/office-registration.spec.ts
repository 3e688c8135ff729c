import { expect, test } from '@playwright/test';
import { lastMailTo, registerMember, tokenFor } from './support/api';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';
import { fillRegistrationForm } from './support/registration-form';
import { shoot } from './support/shots';

test.use({ viewport: { width: 1366, height: 900 } });

test('a member registers a new member from the office, pays by bank transfer, and finds them in the unilevel tree', async ({ page, request }) => {
  // Several axe passes and two screenshot sizes on a busy machine.
  test.setTimeout(120_000);
  // Our own sponsor, so that demo's network stays as the other specs expect it.
  const member = await registerMember(request);
  const tag = `${Date.now() % 1_000_000}`;
  const username = `olga${tag}`;

  await logIn(page, member.username, member.password);
  await page.getByTestId('menu-new-user-registration').click();
  await expect(page).toHaveURL(/\/network\/register$/);
  await expect(page.getByRole('heading', { name: 'Registro de nuevo usuario' })).toBeVisible();
  // The sponsor is the member, shown and not editable; the default leg is explained.
  await expect(page.getByTestId('sponsor-input')).toHaveValue(member.username);
  await expect(page.getByTestId('sponsor-input')).toHaveAttribute('readonly', '');
  await expect(page.getByText(`Patrocinador: Eva (${member.username})`)).toBeVisible();
  await expect(page.getByText('Si no eliges pierna, va a tu pierna por defecto (Izquierda)')).toBeVisible();
  await expect(page.getByTestId('membership-1')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'office-registration-form');

  await fillRegistrationForm(page, {
    firstName: 'Olga', lastName: 'Oficina', username, dni: `O${tag}X`, password: 'Olga12345', birthDate: '1991-09-09',
    mobile: '+34 633 444 555', address: 'Calle Mar 3', city: 'Cádiz', postalCode: '11001', state: 'Cádiz',
  });
  await page.getByRole('radio', { name: 'Derecha', exact: true }).check();
  // Issue 18 item 16: the registration extras, the alias and the newcomer's own default team.
  await page.getByLabel('Alias').fill('Olguita');
  await page.getByRole('radio', { name: 'Equipo derecho' }).check();
  await page.getByTestId('membership-2').click();
  await page.getByRole('radio', { name: /transferencia/i }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Registrar nuevo miembro' }).click();

  // The result: who joined, and how their registration is paid (start: 50 € + 7 % VAT, the username as concept).
  const result = page.getByTestId('registration-success');
  await expect(result.getByRole('heading', { name: `${username} se ha unido a tu red` })).toBeVisible();
  await expect(result).toContainText('activación puede tardar hasta 24 horas');
  const details = page.getByTestId('bank-transfer-instructions');
  await expect(details).toContainText('ES9121000418450200051332');
  await expect(details).toContainText('53,50');
  await expect(details).toContainText(username);
  await expectAccessible(page);
  await shoot(page, 'office-registration-result');
  // The newcomer got the public sign-up's welcome, in the language of the form.
  expect((await lastMailTo(request, `${username}@example.test`)).subject).toBe('Bienvenido a Virtual Office');
  const token = await tokenFor(request, member.username, member.password);
  const found = await (await request.get(`/api/users?username=${username}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(found['hydra:member'][0]).toMatchObject({ username, defaultLeg: 'right' });

  await page.getByTestId('office-registration-unilevel').click();
  await expect(page).toHaveURL(/\/network\/unilevel$/);
  await page.getByTestId('unilevel-level-1').getByRole('button').first().click();
  await expect(page.getByTestId('unilevel-level-1-table').locator(`[data-testid="unilevel-row"][data-username="${username}"]`)).toBeVisible();
});

test('an admin has no "new user registration": the console sponsors nobody', async ({ page }) => {
  await logIn(page, 'admin', 'Admin1234!');
  await expect(page.getByTestId('menu-admin')).toBeVisible();
  await expect(page.getByTestId('menu-new-user-registration')).toHaveCount(0);
  // Issue 18: a member screen sends an admin to the console.
  await page.goto('/network/register');
  await expect(page).toHaveURL(/\/admin\//);
});
