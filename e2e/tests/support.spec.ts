import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { lastMailTo } from './support/api';
import { startExtraServer } from './support/extra-server';
import { logIn } from './support/login';
import { DEMO } from './support/money';
import { expectAccessible } from './support/accessibility';
import { openMenuEntry } from './support/menu';

const DEMO_EMAIL = 'demo@demo.virtual-office.local';

// Extra browsers of a test are closed after it, so their polling does not run on into the next tests.
const extraContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(extraContexts.splice(0).map((context) => context.close()));
});

async function newPage(browser: Browser, baseURL = test.info().project.use.baseURL) {
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  extraContexts.push(context);
  return context.newPage();
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

const widget = (page: Page) => page.getByRole('dialog', { name: 'Ayuda' });

test('demo asks from the header widget, the admin answers in the console, demo reads the reply', async ({ browser, page, request }) => {
  await logIn(page, DEMO.username, DEMO.password);
  // Hidden until the header button opens it; it says who is writing.
  await expect(widget(page)).toHaveCount(0);
  const button = page.getByTestId('support-button');
  await expect(button).toHaveAttribute('data-unread', '0');
  await button.click();
  await expect(widget(page)).toBeVisible();
  await expect(page.getByTestId('support-identity')).toContainText('demo');
  await expect(page.getByTestId('support-identity')).toContainText(DEMO_EMAIL);
  await expect(page.getByTestId('support-identity')).toContainText('travel vip');

  await page.getByTestId('support-new').click();
  const form = page.getByTestId('support-new-ticket');
  await form.getByTestId('support-send').click();
  await expect(form.getByText('Este campo es obligatorio')).toHaveCount(2);
  const subject = `No veo mi factura ${Date.now()}`;
  await form.getByLabel('Asunto').fill(subject);
  await form.getByLabel('Mensaje').fill('Pagué el lunes por transferencia.\n¿Dónde la encuentro?');
  await form.getByTestId('support-send').click();
  const conversation = page.getByTestId('support-conversation');
  await expect(conversation.getByRole('heading', { name: subject })).toBeVisible();
  await expectAccessible(page);
  await expect(conversation.getByTestId('support-message')).toHaveCount(1);
  await expect(conversation.locator('[data-status="open"]')).toHaveText('Abierta');

  // The admin sees it open and unread in the console, answers, and demo gets the e-mail notice.
  const admin = await newPage(browser);
  await logIn(admin, 'admin', 'Admin1234!');
  await openMenuEntry(admin, 'admin', 'admin-support');
  await expect(admin.getByRole('heading', { name: 'Ayuda a miembros' })).toBeVisible();
  const row = admin.getByTestId('admin-support-row').filter({ hasText: subject });
  await expect(row).toContainText('demo');
  await expect(row.getByText('1', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: subject }).click();
  await expect(admin.getByTestId('admin-support-member')).toContainText(DEMO_EMAIL);
  await expect(admin.getByTestId('support-message')).toContainText('Pagué el lunes por transferencia.');
  await admin.getByLabel('Tu respuesta').fill('Está en Facturas → Recibidas. ¡Un saludo!');
  await admin.getByRole('button', { name: 'Responder' }).click();
  await expect(admin.getByText('Respuesta enviada a demo')).toBeVisible();
  await expectAccessible(admin);
  await expect(admin.locator('[data-status="answered"]')).toHaveText('Respondida');
  const mail = await lastMailTo(request, DEMO_EMAIL);
  expect(mail.subject).toBe(`Respuesta a tu consulta: ${subject}`);
  expect(mail.text).toContain('Está en Facturas → Recibidas.');

  // Demo's header counts the reply (the next poll, or the next page load) until the conversation is opened.
  await page.reload();
  await expect(button).toHaveAttribute('data-unread', '1');
  await button.click();
  const ticket = page.getByTestId('support-ticket').filter({ hasText: subject });
  await expect(ticket.getByTestId('support-ticket-unread')).toBeVisible();
  await ticket.click();
  await expect(page.locator('[data-from="staff"]')).toContainText('Equipo de soporte');
  await expect(page.locator('[data-from="staff"]')).toContainText('Está en Facturas → Recibidas.');
  await expect(button).toHaveAttribute('data-unread', '0');

  // Demo writes again: the ticket waits for the staff once more.
  await page.getByTestId('support-reply').getByLabel('Tu mensaje').fill('¡Encontrada, gracias!');
  await page.getByTestId('support-reply').getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByTestId('support-message')).toHaveCount(3);
  await expect(page.getByTestId('support-conversation').locator('[data-status="open"]')).toBeVisible();

  // Logging out hides the widget; after logging in again it starts hidden.
  await logOut(page);
  await expect(widget(page)).toHaveCount(0);
  await expect(page.getByTestId('support-button')).toHaveCount(0);
  await logIn(page, DEMO.username, DEMO.password);
  await expect(widget(page)).toHaveCount(0);
});

test.describe('with a third-party chat configured', () => {
  const CHAT_SCRIPT = 'https://chat.example.test/widget.js';
  let server: Awaited<ReturnType<typeof startExtraServer>>;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    // A short timeout keeps the test quick; the default is the spec's 30000 ms.
    server = await startExtraServer({ SUPPORT_WIDGET_SCRIPT_URL: CHAT_SCRIPT, SUPPORT_WIDGET_KEY: 'site-key-e2e', SUPPORT_WIDGET_TIMEOUT_MS: '3000' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('loads the provider only when opened, hands it the identity, and hides it at logout', async ({ browser }) => {
    const page = await newPage(browser, server.baseURL);
    let requested = 0;
    // The provider stands at the network boundary: a stand-in script that registers the adapter and draws a box.
    await page.route(CHAT_SCRIPT, (route) => {
      requested += 1;
      return route.fulfill({
        contentType: 'text/javascript',
        body: `window.supportWidget = {
          show(identity) {
            let box = document.getElementById('fake-chat');
            if (!box) { box = document.createElement('div'); box.id = 'fake-chat'; document.body.append(box); }
            box.textContent = 'Fake chat for ' + identity.user.username + ' <' + identity.user.email + '> ' + identity.user.membership + ' key ' + identity.key + ' ' + identity.language;
            box.hidden = false;
          },
          hide() { const box = document.getElementById('fake-chat'); if (box) box.hidden = true; },
        };`,
      });
    });
    await logIn(page, DEMO.username, DEMO.password);
    expect(requested).toBe(0);
    await page.getByTestId('support-button').click();
    await expect(page.locator('#fake-chat')).toHaveText(`Fake chat for demo <${DEMO_EMAIL}> travel vip key site-key-e2e es`);
    await expect(widget(page)).toHaveCount(0);
    expect(requested).toBe(1);

    await logOut(page);
    await expect(page.locator('#fake-chat')).toBeHidden();
  });

  test('offers the ticket form when the provider does not answer in time', async ({ browser }) => {
    const page = await newPage(browser, server.baseURL);
    // The provider never answers.
    await page.route(CHAT_SCRIPT, () => undefined);
    await logIn(page, DEMO.username, DEMO.password);
    await page.getByTestId('support-button').click();
    await expect(page.getByTestId('support-chat-connecting')).toBeVisible();
    await expect(page.getByTestId('support-chat-unavailable')).toContainText('El chat no está disponible', { timeout: 10_000 });
    await expect(page.getByTestId('support-new')).toBeEnabled();
    await expect(page.getByTestId('support-empty')).toBeVisible();
    await expectAccessible(page);
  });
});
