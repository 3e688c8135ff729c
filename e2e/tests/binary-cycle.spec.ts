import { expect, test } from '@playwright/test';
import { isoWeek, lastEndedWeek, madridDay } from '@vo/domain';
import { logIn } from './support/login';
import { expectAccessible } from './support/accessibility';
import { shoot } from './support/shots';
import { openMenuEntry } from './support/menu';

// Issue 5: the weekly binary cycle runs by itself on Sunday night; an admin can run a given week from the console, once.
test('the admin runs the last ended week (paid once), is offered the next week due, and a week not yet ended or a bad week is refused with its reason', async ({ page }) => {
  await logIn(page, 'admin', 'Admin1234!');
  await openMenuEntry(page, 'admin', 'admin-binary-cycles');
  await expect(page.getByRole('heading', { name: 'Ciclo binario semanal' })).toBeVisible();

  // Run the last ended week (the scheduler may have paid it already when the server started).
  const week = lastEndedWeek(madridDay());
  const thisWeek = isoWeek(madridDay());
  await page.getByTestId('binary-cycle-week').fill(week);
  await page.getByTestId('binary-cycle-run').click();
  await expect(page.getByTestId('toast-success').last()).toContainText(`${week}`);
  await expect(page.locator(`[data-testid="binary-cycle-run-row"][data-week="${week}"]`)).toBeVisible();
  // Issue 18 item 11: the form then offers the next week due, not one already paid, and says when it can run.
  await page.reload();
  await expect(page.getByTestId('binary-cycle-week')).toHaveValue(thisWeek);
  await expect(page.getByTestId('binary-cycle-due')).toContainText(`Próxima semana a pagar: ${thisWeek}. Se podrá ejecutar cuando termine, desde el lunes`);
  await expectAccessible(page);
  await shoot(page, 'admin-binary-cycles');
  const runs = await page.getByTestId('binary-cycle-run-row').count();

  // The same week again pays nothing new.
  await page.getByTestId('binary-cycle-week').fill(week);
  await page.getByTestId('binary-cycle-run').click();
  await expect(page.getByTestId('toast-success').last()).toContainText(`La semana ${week} ya estaba pagada`);
  await expect(page.getByTestId('binary-cycle-run-row')).toHaveCount(runs);

  // This week has not ended: the server's reason, and no run.
  await page.getByTestId('binary-cycle-week').fill(thisWeek);
  await page.getByTestId('binary-cycle-run').click();
  await expect(page.getByTestId('server-error')).toContainText('Esa semana aún no ha terminado');
  await expect(page.getByTestId('binary-cycle-run-row')).toHaveCount(runs);

  // Not a week at all: refused in the form, in the chosen language.
  await page.getByTestId('binary-cycle-week').fill('la semana pasada');
  await page.getByTestId('binary-cycle-run').click();
  await expect(page.getByText('Semana no es válido')).toBeVisible();
  await expectAccessible(page);
});
