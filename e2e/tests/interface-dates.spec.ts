import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { shoot } from './support/shots';

// Issue 18 item 7: an American browser, a Spanish interface; dates are typed and shown the interface's way.
test.use({ locale: 'en-US', viewport: { width: 1366, height: 900 } });

test('a date field in Spanish is written dd/mm/yyyy, whatever the browser language', async ({ page }) => {
  await page.goto('/auth/registration/demo');
  const birthDate = page.getByLabel('Fecha de nacimiento');
  await expect(birthDate).toHaveAttribute('placeholder', 'dd/mm/aaaa');

  await birthDate.fill('15/06/1992');
  await birthDate.blur();
  await expect(birthDate).toHaveValue('15/06/1992');
  // Pasted as ISO, it is shown day first too.
  await birthDate.fill('1990-04-02');
  await birthDate.blur();
  await expect(birthDate).toHaveValue('02/04/1990');

  // The calendar opens on a click (not on focus) and speaks Spanish, weeks from Monday.
  await birthDate.click();
  const calendar = page.locator('[data-dates-dropdown]');
  await expect(calendar).toContainText('abril 1990');
  await expect(calendar.locator('thead')).toContainText(/^lu/);
  await calendar.getByRole('button', { name: '20 abril 1990' }).click();
  await expect(birthDate).toHaveValue('20/04/1990');
  await expect(calendar).toBeHidden();
  await expectAccessible(page);

  await birthDate.click();
  await shoot(page, 'registration-date-es');
});
