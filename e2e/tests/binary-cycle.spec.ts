import { expect, test } from '@playwright/test';
import { isoWeek, madridDay } from '@vo/domain';
import { logIn } from './support/login';
import { expectAccessible } from './support/accessibility';

// Issue 5: the weekly binary cycle runs by itself on Sunday night; an admin can run a given week from the console, once.
test('the admin runs the last ended week (paid once), and a week not yet ended or a bad week is refused with its reason', async ({ page }) => {
  await logIn(page, 'admin', 'Admin1234!');
  await page.getByTestId('menu-admin').click();
  await page.getByTestId('menu-admin-binary-cycles').click();
  await expect(page.getByRole('heading', { name: 'Ciclo binario semanal' })).toBeVisible();

  // The form offers the last ended week; the scheduler may have paid it already when the server started.
  const week = await page.getByTestId('binary-cycle-week').inputValue();
  expect(week).toMatch(/^\d{4}-W\d{2}$/);
  await page.getByTestId('binary-cycle-run').click();
  await expect(page.getByTestId('toast-success').last()).toContainText(`${week}`);
  await expect(page.locator(`[data-testid="binary-cycle-run-row"][data-week="${week}"]`)).toBeVisible();
  await expectAccessible(page);
  const runs = await page.getByTestId('binary-cycle-run-row').count();

  // The same week again pays nothing new.
  await page.getByTestId('binary-cycle-run').click();
  await expect(page.getByTestId('toast-success').last()).toContainText(`La semana ${week} ya estaba pagada`);
  await expect(page.getByTestId('binary-cycle-run-row')).toHaveCount(runs);

  // This week has not ended: the server's reason, and no run.
  await page.getByTestId('binary-cycle-week').fill(isoWeek(madridDay()));
  await page.getByTestId('binary-cycle-run').click();
  await expect(page.getByTestId('server-error')).toContainText('Esa semana aún no ha terminado');
  await expect(page.getByTestId('binary-cycle-run-row')).toHaveCount(runs);

  // Not a week at all: refused in the form, in the chosen language.
  await page.getByTestId('binary-cycle-week').fill('la semana pasada');
  await page.getByTestId('binary-cycle-run').click();
  await expect(page.getByText('Semana no es válido')).toBeVisible();
  await expectAccessible(page);
});
