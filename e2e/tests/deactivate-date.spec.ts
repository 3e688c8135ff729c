import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { registerPaidMember } from './support/api';
import { logIn, submitLogin } from './support/login';
import { shoot } from './support/shots';

const ADMIN = { username: 'admin', password: 'Admin1234!' };
/** Today in Madrid, as the server's day. */
const madridToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

// Issue 18 item 16 (decision 114): the admin sets a member's deactivate date on the member record; the login says since when.
test('the admin deactivates a member from today: the login says since when; clearing the date lets them in again', async ({ page, browser, request }) => {
  const member = await registerPaidMember(request, 2);
  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto(`/admin/members/${member.id}`);
  const card = page.getByTestId('deactivate-date');
  await expect(card).toContainText('Sin fecha de baja.');
  await expectAccessible(page);

  await card.getByLabel('Inactiva desde').fill(madridToday());
  await card.getByLabel('Inactiva desde').press('Enter');
  await card.getByTestId('deactivate-date-save').click();
  await expect(page.getByTestId('toast-success')).toContainText(`${member.username} estará inactiva desde el`);
  await expect(card).toContainText('La cuenta está o estará inactiva desde el');
  await shoot(page, 'deactivate-date-member-record');

  // Its own context: axe needs one, and the member's session stays apart from the admin's.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await submitLogin(memberPage, member.username, member.password);
  await expect(memberPage.getByRole('alert')).toContainText('Tu cuenta está desactivada desde el');
  await expect(memberPage.getByRole('alert')).not.toContainText('pago');
  await expectAccessible(memberPage);
  await shoot(memberPage, 'deactivate-date-login');

  await card.getByTestId('deactivate-date-clear').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'ya no tiene fecha de baja' })).toBeVisible();
  await logIn(memberPage, member.username, member.password);
  await memberContext.close();
});
