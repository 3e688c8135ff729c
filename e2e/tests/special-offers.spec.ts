import { expect, test } from '@playwright/test';
import { tokenFor } from './support/api';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';
import { openMenuEntry } from './support/menu';
import { fillRegistrationForm, type Newcomer } from './support/registration-form';
import { shoot } from './support/shots';

// Issue 18 item 15, decision 117: a level's special offer, from the console to the registration form and its toast.
test.use({ viewport: { width: 1366, height: 900 } });

const ADMIN = { username: 'admin', password: 'Admin1234!' };

/** Today and a later day as the company counts them (Europe/Madrid), `YYYY-MM-DD`. */
function madridDays(ahead: number): [string, string] {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
  return [day(0), day(ahead)];
}
const ddmm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** Day and month as the offer's card shows them: Spanish ICU writes two-digit day and month as d/M (1/12). */
const shortDay = (day: string) => new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

test('an admin creates an offer, the registration form shows and takes it, and an offer ended meanwhile is a toast', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const [today, until] = madridDays(3);
  const headers = { authorization: `Bearer ${await tokenFor(request, ADMIN.username, ADMIN.password)}` };
  let offerId: number | undefined;
  try {
    await logIn(page, ADMIN.username, ADMIN.password);
    await openMenuEntry(page, 'admin', 'admin-special-offers');
    await expect(page.getByRole('heading', { name: 'Ofertas especiales' })).toBeVisible();
    await page.getByTestId('special-offer-create').click();
    const dialog = page.getByRole('dialog', { name: 'Nueva oferta especial' });
    await dialog.getByRole('combobox', { name: 'Nivel' }).click();
    await page.getByRole('option', { name: /^start · Producto/ }).click();
    await dialog.getByLabel('Precio de alta').fill('40');
    await dialog.getByLabel('Primer día').fill(today);
    await dialog.getByLabel('Último día').fill(until);
    // The day fields speak the interface's language: 26/11/2026, not the browser's order.
    await dialog.getByLabel('Precio de alta').click();
    await expect(dialog.getByLabel('Último día')).toHaveValue(`${ddmm(until)}/${until.slice(0, 4)}`);
    await expectAccessible(page);
    await shoot(page, 'special-offer-form');
    await dialog.getByTestId('special-offer-save').click();
    await expect(page.getByTestId('toast-success')).toContainText('Oferta guardada');
    const row = page.getByTestId('special-offers-table').getByTestId('special-offer-row').first();
    await expect(row).toContainText('start · Producto');
    await expect(row).toContainText('Vigente hoy');
    await expect(row).toContainText('40,00 €');
    await expectAccessible(page);
    await shoot(page, 'special-offers');
    const offers = await (await request.get('/api/admin/special_offers', { headers })).json();
    offerId = offers['hydra:member'][0].id;

    // A newcomer's registration form: the offer on the level, taken by a tick, priced by the same function as the server.
    const newcomerContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-ES', reducedMotion: 'reduce' });
    const newcomerPage = await newcomerContext.newPage();
    const tag = `${Date.now() % 1_000_000}`;
    const pia: Newcomer = {
      firstName: 'Pia', lastName: 'Oferta', username: `pia${tag}`, dni: `P${tag}Z`, password: 'Nueva1234', birthDate: '1991-03-10',
      mobile: '+34 622 333 444', address: 'Calle Sol 7', city: 'Valencia', postalCode: '46002', state: 'Valencia/València',
    };
    await newcomerPage.goto('/auth/registration/demo');
    await fillRegistrationForm(newcomerPage, pia);
    const start = newcomerPage.getByTestId('membership-2');
    await expect(start.getByTestId('special-offer')).toHaveText(`Oferta especial: 40,00 € + IGIC hasta el ${shortDay(until)}`);
    await start.click();
    await expect(newcomerPage.getByTestId('registration-price-total')).toHaveText('53,50 €');
    await newcomerPage.getByLabel('Quiero la oferta especial: alta por 40,00 € en lugar de 50,00 €').check();
    await expect(newcomerPage.getByTestId('registration-price-amount')).toHaveText('40,00 €');
    await expect(newcomerPage.getByTestId('registration-price-total')).toHaveText('42,80 €');
    await expectAccessible(newcomerPage);
    await shoot(newcomerPage, 'registration-special-offer');

    // The offer ends on the server while the form is open: the submit is refused with the toast, nothing is created,
    // and the form shows the level's own price again.
    expect((await request.patch(`/api/admin/special_offers/${offerId}`, { headers, data: { active: false } })).ok()).toBe(true);
    await newcomerPage.getByRole('checkbox', { name: /Acepto/ }).check();
    await newcomerPage.getByRole('button', { name: 'Registrarme' }).click();
    await expect(newcomerPage.getByTestId('toast-error')).toContainText('No hay Oferta Especial');
    await expect(start.getByTestId('special-offer')).toHaveCount(0);
    await expect(newcomerPage.getByTestId('registration-price-total')).toHaveText('53,50 €');
    await expect(newcomerPage).toHaveURL(/\/auth\/registration\/demo$/);
    expect((await (await request.get(`/api/checkUsername/${pia.username}`)).json()).exists).toBe(false);
    await expectAccessible(newcomerPage);
    await shoot(newcomerPage, 'registration-special-offer-ended');
    await newcomerContext.close();
  } finally {
    if (offerId) await request.patch(`/api/admin/special_offers/${offerId}`, { headers, data: { active: false } });
  }
});
