import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { lastMailTo, registerMember, tokenFor } from './support/api';
import { logIn } from './support/login';
import { DEMO } from './support/money';
import { expectAccessible } from './support/accessibility';
import { openMenuEntry } from './support/menu';

const NEW_IBAN = 'ES9121000418450200051332';

/** The demo member's profile as the API shows it (other specs expect its seeded bank data back). */
async function demoProfile(request: APIRequestContext) {
  const token = await tokenFor(request, DEMO.username, DEMO.password);
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get('/api/profiles', { headers })).json())['hydra:member'][0];
  const restore = async () => {
    const response = await request.put(`/api/profiles/${profile.id}`, {
      headers, data: { mobile: profile.mobile, iban: profile.iban, bic: profile.bic, currentPassword: DEMO.password },
    });
    expect(response.ok()).toBe(true);
  };
  return { profile, restore };
}

async function confirmWithPassword(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Confirma el cambio de datos bancarios' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Contraseña actual').fill(password);
  await dialog.getByRole('button', { name: 'Confirmar y guardar' }).click();
  return dialog;
}

test('demo edits the mobile without a password, and changes the IBAN only with the right one', async ({ page, request }) => {
  const { profile, restore } = await demoProfile(request);
  try {
    await logIn(page, DEMO.username, DEMO.password);
    await openMenuEntry(page, 'account', 'account-profile');
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
    await expect(page.getByLabel('IBAN')).toHaveValue(profile.iban);
    await expect(page.getByTestId('documents-section')).toBeVisible();
    await expectAccessible(page);

    // Personal data: saved at once, no password asked.
    await page.getByLabel('Móvil').fill('+34 699 111 222');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('toast-success')).toContainText('Perfil guardado');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // An invalid IBAN never leaves the browser.
    await page.getByLabel('IBAN').fill('ES91 2100 0418 4502 0005 1333');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText('El IBAN no es válido')).toBeVisible();

    // A valid one asks for the password; a wrong one is refused in the dialog and nothing changes.
    await page.getByLabel('IBAN').fill('ES91 2100 0418 4502 0005 1332');
    await page.getByTestId('profile-save').click();
    const dialog = await confirmWithPassword(page, 'NotMine123');
    await expect(dialog.getByText('Tu contraseña es incorrecta.')).toBeVisible();
    expect((await demoProfile(request)).profile.iban).toBe(profile.iban);

    await confirmWithPassword(page, DEMO.password);
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Datos bancarios actualizados' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('IBAN')).toHaveValue(NEW_IBAN);
    await page.reload();
    await expect(page.getByLabel('Móvil')).toHaveValue('+34 699 111 222');
    await expect(page.getByLabel('IBAN')).toHaveValue(NEW_IBAN);
    const profileEmail = (await demoProfile(request)).profile.email;
    expect((await lastMailTo(request, profileEmail)).subject).toBe('Tus datos bancarios han cambiado');
  } finally {
    await restore();
  }
});

test('a new member fills in the bank data from the home alert, and the alert goes away', async ({ page, request }) => {
  const member = await registerMember(request);
  await logIn(page, member.username, member.password);
  await page.getByTestId('alert-missing-bank-data-link').click();
  await expect(page).toHaveURL(/\/account\/profile$/);

  // A company must give its name and VAT number; the server's rules show next to the fields.
  await page.getByTestId('profile-user-type').getByText('Empresa').click();
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-tax').getByText('Este campo es obligatorio')).toHaveCount(2);
  await expectAccessible(page);
  await page.getByLabel('Razón social').fill('Viajes Prueba S.L.');
  await page.getByLabel('NIF / número de IVA').fill('B12345678');

  await page.getByLabel('IBAN').fill(NEW_IBAN);
  await page.getByLabel('BIC / SWIFT').fill('caixesbbxxx');
  await page.getByTestId('profile-save').click();
  await confirmWithPassword(page, member.password);
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Datos bancarios actualizados' })).toBeVisible();
  await expect(page.getByLabel('BIC / SWIFT')).toHaveValue('CAIXESBBXXX');

  await page.getByTestId('menu-dashboard').click();
  await expect(page.getByRole('heading', { name: `Hola, ${member.username}` })).toBeVisible();
  await expect(page.getByTestId('alert-missing-bank-data')).toHaveCount(0);
});
