import { expect, test } from '@playwright/test';
import { logIn } from './support/login';
import { openMenuEntry } from './support/menu';

// Spec section 7: icons are inline SVG (they take the text colour), fetched once and shared.
test('the header icon is inline SVG, fetched once across navigations', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/icons/')) fetched.push(request.url());
  });
  await logIn(page, 'demo', 'Demo1234!');
  const icon = page.getByTestId('support-button').locator('svg');
  await expect(icon).toBeVisible();
  await expect(icon.locator('path')).toHaveCount(2);
  await openMenuEntry(page, 'network', 'network-binary');
  await openMenuEntry(page, 'network', 'network-overview');
  await expect(icon).toBeVisible();
  expect(fetched.filter((url) => url.endsWith('/icons/support.svg'))).toHaveLength(1);
});
