import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { openMenuEntry } from './support/menu';

// Issue 3 "my network" screens, driven as the seeded demo member (apps/server/src/seed/demo.ts):
// demo has a downline on both legs, some inactive members and no Enjoy bonus yet.
const DEMO = { username: 'demo', password: 'Demo1234!' };

async function logIn(page: Page, language: 'Español' | 'English' = 'Español') {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: language }).click();
  const labels = language === 'English' ? ['Username', 'Password'] : ['Usuario', 'Contraseña'];
  await page.getByLabel(labels[0]!, { exact: true }).fill(DEMO.username);
  await page.getByLabel(labels[1]!, { exact: true }).fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
}

/** demo's access token, for checking through the API what the screens did. */
async function demoToken(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/api/client-config')).json()) as { clientId: string; clientSecret: string };
  const response = await request.post('/api/login', {
    form: { grant_type: 'password', username: DEMO.username, password: DEMO.password, client_id: config.clientId, client_secret: config.clientSecret },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function getJson<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const centre = (page: Page) => page.locator('[data-testid="binary-node"][data-centre]');

test.describe('my network', () => {
  test('binary tree: re-centre on a descendant, up, back to me, extreme left and search', async ({ page, request }) => {
    const token = await demoToken(request);
    const extremeLeft = await getJson<{ username: string }>(request, '/api/users/binaryLastLeaf?side=left', token);

    await logIn(page);
    await openMenuEntry(page, 'network', 'network-binary');
    await expect(page).toHaveURL(/\/network\/binary$/);
    await expect(centre(page)).toHaveAttribute('data-username', 'demo');
    // Both teams are drawn, with empty slots visible and no way above my own node.
    await expect(page.getByText('Equipo izquierdo', { exact: true })).toBeVisible();
    await expect(page.getByText('Equipo derecho', { exact: true })).toBeVisible();
    await expect(page.getByTestId('binary-empty-slot').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subir un nivel' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Volver a mí' })).toBeDisabled();
    await expectAccessible(page);

    // Click a member of the right team: the tree is re-centred on it.
    await page.getByRole('button', { name: /Centrar el árbol en bruno/ }).click();
    await expect(centre(page)).toHaveAttribute('data-username', 'bruno');
    await expect(page).toHaveURL(/\/network\/binary\?id=\d+$/);
    await expect(page.getByTestId('binary-centre')).toHaveText('Red de bruno');

    // One level up goes to bruno's binary parent (me), then no further.
    await page.getByRole('button', { name: 'Subir un nivel' }).click();
    await expect(centre(page)).toHaveAttribute('data-username', 'demo');
    await expect(page.getByRole('button', { name: 'Subir un nivel' })).toHaveCount(0);

    // Deeper, then back to me.
    await page.getByRole('button', { name: /Centrar el árbol en gloria/ }).click();
    await expect(centre(page)).toHaveAttribute('data-username', 'gloria');
    await page.getByRole('button', { name: 'Volver a mí' }).click();
    await expect(centre(page)).toHaveAttribute('data-username', 'demo');

    // Extreme left: the outermost member of my left leg.
    await page.getByRole('button', { name: 'Extremo izquierdo' }).click();
    await expect(centre(page)).toHaveAttribute('data-username', extremeLeft.username);

    // Search a member of my downline, then someone who is not in it (my own sponsor).
    await page.getByLabel('Buscar en tu red').fill('marta');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(centre(page)).toHaveAttribute('data-username', 'marta');
    await page.getByLabel('Buscar en tu red').fill('leader');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByTestId('binary-not-found')).toHaveText('«leader» no está en tu red');
    await expect(centre(page)).toHaveAttribute('data-username', 'marta');
  });

  test('default leg set to right: the next member I sponsor lands in my right team', async ({ page, request }) => {
    const token = await demoToken(request);
    await logIn(page);
    await page.goto('/network/configuration');
    await expect(page.getByTestId('current-default-leg')).toHaveText('Izquierda');
    await expectAccessible(page);
    await page.getByRole('radio', { name: /Derecha/ }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('toast-success')).toContainText('Pierna por defecto guardada: Derecha');
    await expect(page.getByTestId('current-default-leg')).toHaveText('Derecha');

    try {
      const me = await getJson<{ id: number; defaultLeg: string }>(request, '/api/me', token);
      expect(me.defaultLeg).toBe('right');
      const rightLeafBefore = await getJson<{ id: number }>(request, '/api/users/binaryLastLeaf?side=right', token);

      // A sign-up with demo as sponsor and no position (factories.ts shape).
      const [spain] = (await getJson<{ 'hydra:member': { id: number }[] }>(request, '/api/countries?code=ES'))['hydra:member'];
      const [pre] = (await getJson<{ 'hydra:member': { id: number }[] }>(request, '/api/member_ships?level=1&type=product'))['hydra:member'];
      const tag = `${Date.now() % 1_000_000}`;
      const username = `right${tag}`;
      const email = `${username}@example.test`;
      const registered = await request.post('/api/register', {
        data: {
          sponsor: 'demo', username, firstName: 'Right', lastName: 'Leg', email, emailRepeat: email,
          password: 'Member1234', passwordRepeat: 'Member1234', dni: `R${tag.padStart(7, '0')}`, birthDate: '1990-01-15',
          mobile: '+34 600 123 456', address1: 'Calle Falsa 123', city: 'Madrid', postalCode: '28001',
          countryId: spain!.id, membershipId: pre!.id, acceptTerms: true,
        },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      const { id } = (await registered.json()) as { id: number };

      // Placed at the outermost free slot of my right leg: below the previous extreme right, on its right.
      const placed = await getJson<{ position: string; parentId: number }>(request, `/api/users/${id}`, token);
      expect(placed).toMatchObject({ position: 'right', parentId: rightLeafBefore.id });

      // And the binary tree screen finds it at my extreme right.
      await page.goto('/network/binary');
      await expect(centre(page)).toHaveAttribute('data-username', 'demo');
      await page.getByRole('button', { name: 'Extremo derecho' }).click();
      await expect(centre(page)).toHaveAttribute('data-username', username);
    } finally {
      // Leave demo as the seed made it for the other specs.
      const me = await getJson<{ id: number }>(request, '/api/me', token);
      const reset = await request.put(`/api/users/${me.id}`, { headers: { Authorization: `Bearer ${token}` }, data: { defaultLeg: 'left' } });
      expect(reset.status()).toBe(200);
    }
  });

  test('unilevel levels, Enjoy empty state, overview and statistics', async ({ page }) => {
    await logIn(page);

    await page.goto('/network/unilevel');
    await expect(page.getByTestId('unilevel-level-1')).toContainText('Nivel 1');
    await expect(page.getByTestId('unilevel-level-4')).toBeVisible();
    await page.getByTestId('unilevel-level-1').getByRole('button').first().click();
    const levelOne = page.getByTestId('unilevel-level-1-table');
    await expect(levelOne.locator('[data-testid="unilevel-row"][data-username="ana"]')).toBeVisible();
    await expect(levelOne.locator('[data-testid="unilevel-row"][data-username="bruno"]')).toBeVisible();
    await expectAccessible(page);
    // The search is the server's: only matching members stay.
    await levelOne.getByLabel('Buscar en este nivel').fill('ana');
    await expect(levelOne.getByTestId('unilevel-row')).toHaveCount(1);
    // Opening a member shows their own levels, with a way back.
    await levelOne.getByRole('button', { name: /ana/ }).click();
    await expect(page.getByTestId('unilevel-breadcrumb')).toContainText('ana');
    await page.getByTestId('unilevel-level-1').getByRole('button').first().click();
    await expect(page.locator('[data-testid="unilevel-row"][data-username="carla"]')).toBeVisible();
    await page.getByTestId('unilevel-breadcrumb').getByRole('button', { name: 'Mi red' }).click();
    await expect(page.getByTestId('unilevel-breadcrumb')).toHaveCount(0);

    await page.goto('/network/enjoy');
    await expect(page.getByTestId('enjoy-empty')).toContainText('Aún no tienes bono Enjoy');
    await expect(page.getByTestId('enjoy-empty')).toContainText('Los Travel Points llegan cuando los miembros de tu red gastan Enjoy Points.');
    await expectAccessible(page);

    await page.goto('/network/overview');
    await expect(page.getByTestId('overview-binary')).toContainText('Binario activo');
    await expect(page.getByTestId('overview-members')).toBeVisible();
    // No closed week has had volume in the demo legs yet: the weekly binary card says so.
    await expect(page.getByTestId('binary-weeks-empty')).toContainText('Aún no has tenido volumen');
    await expect(page.getByTestId('refresh-note')).toContainText('24 horas');
    await expectAccessible(page);

    await page.goto('/network/statistics');
    await expect(page.getByTestId('chart-new-members')).toBeVisible();
    await expect(page.getByTestId('chart-sales')).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByTestId('refresh-note')).toContainText('24 horas');
    await page.getByText('Semana', { exact: true }).click();
    await expect(page.getByTestId('chart-active-members')).toBeVisible();
    // Before 17 March 2022 is refused on screen (the server refuses it too).
    await page.getByLabel('Desde').fill('2022-03-16');
    await expect(page.getByText('Las estadísticas no pueden empezar antes del 17 mar 2022')).toBeVisible();
    await expect(page.getByTestId('chart-new-members')).toHaveCount(0);
    // From the first day, one point a day would be too many for a chart: grouped by month it draws.
    await page.getByText('Día', { exact: true }).click();
    await page.getByLabel('Desde').fill('2022-03-17');
    await expect(page.getByTestId('stats-too-many-points')).toBeVisible();
    await page.getByText('Mes', { exact: true }).click();
    await expect(page.getByTestId('chart-new-members')).toBeVisible();
  });

  test('the screens speak English when chosen', async ({ page }) => {
    await logIn(page, 'English');
    await expect(page.getByTestId('dashboard-binary')).toContainText('Binary active');
    await expect(page.getByTestId('dashboard-sponsor')).toContainText('leader');
    await page.goto('/network/binary');
    await expect(page.getByRole('button', { name: 'Back to me' })).toBeVisible();
    await expect(page.getByText('Left team', { exact: true })).toBeVisible();
    await page.goto('/network/enjoy');
    await expect(page.getByTestId('enjoy-empty')).toContainText('No Enjoy bonus yet');
  });
});
