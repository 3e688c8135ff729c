import type { Page } from '@playwright/test';

/** Where screenshots go when SHOTS_DIR is set (a reviewer's look, not an assertion). */
const SHOTS_DIR = process.env.SHOTS_DIR;

/**
 * The page at 1366 px and at a phone's 390 px, when SHOTS_DIR asks for them; the viewport comes back to 1366 × 900.
 * Transitions are finished first: the side menu slides out over 200 ms after the resize and would show half-closed.
 */
export async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-1366.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-390.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 900 });
}
