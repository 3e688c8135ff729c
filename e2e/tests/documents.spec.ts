import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerMember, tokenFor } from './support/api';
import { logIn } from './support/login';
import { DEMO } from './support/money';
import { expectAccessible } from './support/accessibility';

// A real 24×24 png, the one the server's tests upload.
const PNG = readFileSync(new URL('../../apps/server/src/test/fixtures/tiny.png', import.meta.url));
// Starts like a png, weighs 2.1 MB: the browser refuses it before sending anything.
const TOO_BIG = Buffer.concat([PNG, Buffer.alloc(Math.round(2.1 * 1024 * 1024))]);

/** Leaves the demo member without an ID front, whatever an earlier run left behind. */
async function removeIdFront(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await tokenFor(request, DEMO.username, DEMO.password)}` };
  const files = await (await request.get('/api/media_objects?kind=id_front', { headers })).json();
  for (const file of files['hydra:member']) expect((await request.delete(file['@id'], { headers })).status()).toBe(204);
}

/** Chooses a file through the upload button's file picker, as a member would. */
async function chooseFile(page: Page, buttonTestId: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(buttonTestId).click();
  await (await chooser).setFiles(file);
}

test('documents: the demo member uploads an ID front, downloads it and deletes it; a too large file is refused', async ({ page, request }, testInfo) => {
  await removeIdFront(request);
  await logIn(page, DEMO.username, DEMO.password);
  await page.goto('/account/profile');
  const front = page.getByTestId('document-id_front');
  await expect(page.getByTestId('documents-section')).toBeVisible();
  await expectAccessible(page);
  await expect(front.getByTestId('document-id_front-status')).toHaveText('Sin subir');

  await chooseFile(page, 'document-id_front-upload', { name: 'grande.png', mimeType: 'image/png', buffer: TOO_BIG });
  await expect(page.getByTestId('document-id_front-upload-error')).toHaveText('El archivo debe ser jpg, png o pdf, de hasta 2 MB');
  await expect(front.getByTestId('document-id_front-status')).toHaveText('Sin subir');

  await chooseFile(page, 'document-id_front-upload', { name: 'dni-anverso.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('toast-success')).toContainText('Documento subido');
  await expect(front.getByTestId('document-id_front-status')).toContainText('dni-anverso.png');
  await expect(page.getByTestId('document-id_front-upload-error')).toHaveCount(0);
  await page.getByTestId('documents-section').screenshot({ path: testInfo.outputPath('documents-es.png') });

  const download = page.waitForEvent('download');
  await page.getByTestId('document-id_front-download').click();
  expect((await download).suggestedFilename()).toBe('dni-anverso.png');

  await page.getByRole('button', { name: 'Português' }).click();
  await expect(front).toContainText('Documento de identificação (frente)');
  await page.getByTestId('documents-section').screenshot({ path: testInfo.outputPath('documents-pt.png') });

  await page.getByTestId('document-id_front-delete').click();
  await page.getByTestId('document-id_front-delete-confirm').click();
  await expect(page.getByTestId('toast-success').last()).toContainText('Documento eliminado');
  await expect(front.getByTestId('document-id_front-status')).toHaveText('Por enviar');
});

test('presentation photo: uploaded on the landing-page screen, shown on the public page and to admins', async ({ page, request, browser, baseURL }, testInfo) => {
  const member = await registerMember(request);
  await logIn(page, member.username, member.password);
  await page.goto('/account/landing-page');
  const preview = page.getByTestId('presentation-photo-preview');
  await expect(preview).toHaveText('EP'); // Eva P.: initials until there is a photo

  await chooseFile(page, 'presentation-photo-upload', { name: 'yo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('toast-success')).toContainText('Foto actualizada');
  await expect(preview.locator('img')).toHaveAttribute('src', new RegExp(`/api/presentation/${member.username}/photo\\?v=\\d+$`));
  await expect.poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByTestId('presentation-photo-card').screenshot({ path: testInfo.outputPath('photo-es.png') });

  await page.goto(`/p/${member.username}?lang=pt`);
  const avatar = page.getByTestId('presentation-avatar').locator('img');
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('presentation-join')).toHaveText('Juntar-me à sua equipa');
  await page.screenshot({ path: testInfo.outputPath('presentation-pt.png') });

  // The console's member page lists the member's files for checking, download only.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin', 'Admin1234!');
  await admin.goto(`/admin/members/${member.id}`);
  const files = admin.getByTestId('admin-member-documents');
  await expect(files.getByTestId('document-photo-status')).toContainText('yo.png');
  await expect(files.getByTestId('document-id_front-status')).toHaveText('Sin subir');
  await expect(files.getByTestId('document-photo-download')).toBeVisible();
  await expectAccessible(admin);
  await expect(files.getByTestId('document-photo-delete')).toHaveCount(0);
  await admin.screenshot({ path: testInfo.outputPath('admin-member-documents-es.png'), fullPage: true });
  await adminContext.close();
});
