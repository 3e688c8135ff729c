import { expect, type Page } from '@playwright/test';

/**
 * Opens a menu entry inside a group (the console's entries under "admin", say). A group the current route belongs to
 * is already open when the menu appears (an admin lands on the console), so clicking it blindly would close it.
 */
export async function openMenuEntry(page: Page, groupId: string, entryId: string) {
  const group = page.getByTestId(`menu-${groupId}`);
  await expect(group).toBeVisible();
  if ((await group.getAttribute('data-expanded')) === null) await group.click();
  await expect(group).toHaveAttribute('data-expanded', 'true');
  await page.getByTestId(`menu-${entryId}`).click();
}
