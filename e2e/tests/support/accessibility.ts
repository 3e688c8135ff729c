import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts that fail a test (issue 13, item 21); moderate and minor findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

/** One line per failing node: rule, impact, where, and axe's own summary of what to fix. */
export function describeViolations(violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[]) {
  return violations
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id} (${v.impact}) ${node.target.map(String).join(' > ')}: ${v.help}${node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}` : ''}`),
    )
    .join('\n');
}

/**
 * Runs axe (every rule it has, WCAG 2.x A/AA and best practices) on the screen as it is now and fails on a serious
 * or critical violation, listing rule id, impact and target selectors. Call it once the screen shows what it is for
 * (after the assertion that waits for its data), so axe judges the real screen, not a loader.
 */
export async function expectAccessible(page: Page, screen = new URL(page.url()).pathname) {
  // The first screen's splash fades out over 800 ms (spec section 2); its half-transparent text is not the screen.
  await expect(page.getByTestId('splash')).toHaveCount(0);
  // A list showing its previous rows faded while the new ones load says aria-busy; axe judges the settled screen.
  // Wait past the search boxes' 300 ms debounce first: a search or filter just typed may not have started yet, and
  // two CI runs caught rows fading under axe that way (impersonation, trainings).
  await page.waitForTimeout(350);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  expect(describeViolations(blocking), `accessibility of ${screen}`).toBe('');
}
