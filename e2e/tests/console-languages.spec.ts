import { expect, test, type Page } from '@playwright/test';
import { tokenFor } from './support/api';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';
import { apiGet } from './support/money';
import { shoot } from './support/shots';

test.use({ viewport: { width: 1366, height: 900 } });
// Seven screens, each checked by axe and photographed twice.
test.setTimeout(300_000);

/** A translation key on screen instead of its text (`adminJobs.report.week`): a camel-case word, a dot, a word. */
const RAW_KEY = /\b[a-z]+[A-Z][A-Za-z]*\.[A-Za-z_.]+/;

const HEADINGS = {
  en: { members: 'Members', jobs: 'Scheduled jobs', outbox: 'Mail outbox', audit: 'Audit log', ledger: 'Ledger check', company: 'Company accounts' },
  pt: { members: 'Membros', jobs: 'Tarefas agendadas', outbox: 'E-mails enviados', audit: 'Registo de auditoria', ledger: 'Verificação do razão', company: 'Contas da empresa' },
} as const;

async function checkScreen(page: Page, path: string, heading: string, shot: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('main').innerText()).not.toMatch(RAW_KEY);
  await expectAccessible(page);
  await shoot(page, shot);
}

for (const language of ['en', 'pt'] as const) {
  test(`the console's screens read in ${language}: no untranslated key, nothing an accessibility check objects to`, async ({ page, request }) => {
    const admin = await tokenFor(request, 'admin', 'Admin1234!');
    const demo = (await apiGet<{ 'hydra:member': { id: number; username: string }[] }>(request, admin, '/api/admin/members?search=demo'))['hydra:member']
      .find((m) => m.username === 'demo')!;
    await logIn(page, 'admin', 'Admin1234!');
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    const h = HEADINGS[language];
    await checkScreen(page, '/admin/members', h.members, `console-members-${language}`);
    await checkScreen(page, `/admin/members/${demo.id}`, 'demo', `console-member-record-${language}`);
    await checkScreen(page, '/admin/jobs', h.jobs, `console-jobs-${language}`);
    await checkScreen(page, '/admin/mail-outbox', h.outbox, `console-outbox-${language}`);
    await checkScreen(page, '/admin/audit-log', h.audit, `console-audit-log-${language}`);
    await checkScreen(page, '/admin/ledger-check', h.ledger, `console-ledger-check-${language}`);
    // Points are counted as points, not euros (the seed's members bought Enjoy Points).
    await expect(page.getByTestId('ledger-member-accounts').locator('[data-kind="enjoy_points"]')).not.toContainText('€');
    await checkScreen(page, '/admin/company-accounts', h.company, `console-company-accounts-${language}`);
  });
}
