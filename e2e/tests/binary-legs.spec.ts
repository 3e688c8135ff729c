import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';
import { openMenuEntry } from './support/menu';
import { shoot } from './support/shots';

test.use({ viewport: { width: 1366, height: 900 } });

// Issue 18 item 21: the tree's node, the general view and the weekly card show the same week points and carries.
test('the tree, the general view and the weekly card show the binary legs from one source', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'demo', 'Demo1234!');
  await page.goto('/network/overview');
  const row = (key: string) => page.getByTestId(`overview-${key}`).getByRole('cell');
  await expect(row('carry').first()).toBeVisible();
  const [weekLeft, weekRight] = [await row('points').nth(0).innerText(), await row('points').nth(1).innerText()];
  const [carryLeft, carryRight] = [await row('carry').nth(0).innerText(), await row('carry').nth(1).innerText()];
  await expect(page.getByTestId('binary-this-week')).toContainText(`Esta semana: ${weekLeft} puntos a la izquierda y ${weekRight} a la derecha`);
  await expect(page.getByTestId('binary-this-week')).toContainText(`(${carryLeft} / ${carryRight})`);
  await expectAccessible(page);
  await shoot(page, 'network-overview-legs');

  await openMenuEntry(page, 'network', 'network-binary');
  const legs = page.locator('[data-testid="binary-node"][data-centre]').getByTestId('node-legs');
  // The full label, or the short one when the cards are compact.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(legs).toContainText(new RegExp(`(Puntos de la semana|Sem\\.)${escape(weekLeft)}${escape(weekRight)}`));
  await expect(legs).toContainText(new RegExp(`(Arrastre|Arr\\.)${escape(carryLeft)}${escape(carryRight)}`));
  await expectAccessible(page);
  await shoot(page, 'binary-tree-legs');
});
