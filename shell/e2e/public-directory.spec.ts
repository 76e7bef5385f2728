import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, loginAs } from './support/shell-session.ts';

const VISITOR_NOTICE = 'Para agendar necesitas una cuenta: elige una hora e inicia sesión o regístrate, y volverás aquí.';

/** "$12.000" → 12000 */
function pesos(text: string): number {
  return Number(text.replace(/\D/g, ''));
}

async function verifiedCount(page: Page): Promise<number> {
  const counter = page.getByTestId('specialists-counter');
  let count = Number.NaN;
  // One read both checks the text and gives the number: the counter re-renders while a filter loads.
  await expect(async () => {
    const match = (await counter.textContent())?.match(/^(\d+) Especialistas? verificados?$/);
    expect(match).toBeTruthy();
    count = Number(match![1]);
  }).toPass({ timeout: 15_000 });
  return count;
}

async function cardPrices(page: Page): Promise<number[]> {
  return (await page.getByTestId('specialist-price').allTextContents()).map(pesos);
}

/** The id of a demo psychologist who is not verified, through the admin list. */
async function unverifiedProfileId(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/auth/login/', { data: { email: demo.admin, password: DEMO_PASSWORD } });
  const { access } = (await login.json()) as { access: string };
  const list = await request.get('/api/profiles/admin/psychologists/?verification_status=PENDING', {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(list.ok()).toBe(true);
  const { results } = (await list.json()) as { results: { id: number; verification_status: string }[] };
  const pending = results.find((p) => p.verification_status !== 'VERIFIED');
  expect(pending).toBeTruthy();
  return pending!.id;
}

test.describe('public directory', () => {
  test('a visitor sees the seeded directory, filters by approach and sorts by price', async ({ page }) => {
    await page.goto('/especialistas');
    await expect(page).toHaveTitle('Especialistas verificados | e-mind');
    const total = await verifiedCount(page);
    expect(total).toBeGreaterThanOrEqual(12);
    await expect(page.getByTestId('specialist-card')).toHaveCount(12);
    if (total > 12) await expect(page.getByText(`Página 1 de ${Math.ceil(total / 12)}`)).toBeVisible();

    await page.getByLabel('Enfoque terapéutico').selectOption('Terapia cognitiva conductual');
    await expect(page).toHaveURL(/approach=Terapia\+cognitiva\+conductual/);
    await expect.poll(() => verifiedCount(page)).toBeLessThan(total);
    const filtered = await verifiedCount(page);
    expect(filtered).toBeGreaterThan(1);
    await expect(page.getByTestId('specialist-card')).toHaveCount(Math.min(filtered, 12));

    await page.getByLabel('Ordenar por').selectOption('price');
    await expect(page).toHaveURL(/ordering=price/);
    await expect.poll(async () => {
      const prices = await cardPrices(page);
      return prices.length === Math.min(filtered, 12) && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
    }).toBe(true);
    const ascending = await cardPrices(page);
    expect(ascending[0]).toBeLessThan(ascending.at(-1)!);

    // The filtered, sorted view can be shared: a fresh load of the URL shows the same order.
    await page.reload();
    await expect(page.getByLabel('Enfoque terapéutico')).toHaveValue('Terapia cognitiva conductual');
    await expect(page.getByLabel('Ordenar por')).toHaveValue('price');
    await expect.poll(() => cardPrices(page)).toEqual(ascending);
  });

  test('a visitor opens a profile: login notice, and booking sends to login', async ({ page }) => {
    await page.goto('/especialistas');
    const card = page.getByTestId('specialist-card').first();
    const name = (await card.getByRole('heading').textContent())!;
    await expect(card.getByRole('link', { name: 'Agendar cita' })).toHaveAttribute('href', /^\/login\?redirect=%2Fespecialistas%2F\d+%2Fagendar$/);
    await card.getByRole('link', { name: 'Ver perfil' }).click();

    await expect(page).toHaveURL(/\/especialistas\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${name}`));
    await expect(page.getByText('Verificado', { exact: true })).toBeVisible();
    await expect(page.getByTestId('session-price')).toContainText('$');
    for (const section of ['Video de presentación', 'Experiencia profesional', 'Especialidades', 'Formación académica']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText(VISITOR_NOTICE)).toBeVisible();
    const profileUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('link', { name: 'Agendar Consulta' })).toHaveAttribute('href', `${profileUrl}/agendar`);
    // The visitor's way in leads back to this psychologist's booking, not only to the profile.
    await page.locator(`a[href="/login?redirect=${encodeURIComponent(`${profileUrl}/agendar`)}"]`).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`${profileUrl}/agendar`)}`);

    await page.goto('/especialistas');
    await page.getByTestId('specialist-card').first().getByRole('link', { name: 'Agendar cita' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fespecialistas%2F\d+%2Fagendar$/);

    await page.goto(profileUrl);
    await page.getByRole('link', { name: 'Volver a Especialistas' }).click();
    await expect(page).toHaveURL('/especialistas');
  });

  test("a patient sees 'Agendar cita' and 'Agendar Consulta'", async ({ page }) => {
    await loginAs(page, demo.client);
    await page.getByRole('navigation', { name: 'Paciente' }).getByRole('link', { name: 'Buscar' }).click();
    await expect(page).toHaveURL('/especialistas');
    const card = page.getByTestId('specialist-card').first();
    await expect(card.getByRole('link', { name: 'Agendar cita' })).toHaveAttribute('href', /^\/especialistas\/\d+\/agendar$/);
    await card.getByRole('link', { name: 'Ver perfil' }).click();
    await expect(page.getByRole('link', { name: 'Agendar Consulta' })).toBeVisible();
    await expect(page.getByText(VISITOR_NOTICE)).toHaveCount(0);
  });

  test("a psychologist sees no 'Agendar cita' and a full-width profile button", async ({ page }) => {
    await loginAs(page, demo.psychologist);
    await page.goto('/especialistas');
    const card = page.getByTestId('specialist-card').first();
    await expect(card).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agendar cita' })).toHaveCount(0);
    const button = await card.getByRole('link', { name: 'Ver perfil' }).boundingBox();
    const row = await card.getByRole('link', { name: 'Ver perfil' }).locator('..').boundingBox();
    expect(Math.abs(button!.width - row!.width)).toBeLessThan(2);
    await card.getByRole('link', { name: 'Ver perfil' }).click();
    await expect(page.getByText('Verificado', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agendar Consulta' })).toHaveCount(0);
  });

  test("an unverified psychologist's page shows 'Especialista no disponible' and no details", async ({ page, request }) => {
    const id = await unverifiedProfileId(request);
    await page.goto(`/especialistas/${id}`);
    await expect(page.getByRole('heading', { name: 'Especialista no disponible' })).toBeVisible();
    await expect(page.getByText('Este especialista no está disponible actualmente. Por favor, consulta nuestro directorio de especialistas verificados.')).toBeVisible();
    await expect(page.getByText('Verificado', { exact: true })).toHaveCount(0);
    // An unknown id looks exactly the same: the API answers one 404 for anyone not listed.
    await page.goto('/especialistas/999999');
    await expect(page.getByRole('heading', { name: 'Especialista no disponible' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver otros especialistas' }).click();
    await expect(page).toHaveURL('/especialistas');
  });

  test('the landing page downloads none of the directory or profile code', async ({ page }) => {
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(response.url(), await response.text().catch(() => ''));
    });
    const directoryCode = (body: string) => body.includes('Formato de datos incorrecto') || body.includes('Cargando perfil del especialista');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Terapia online con psicólogos certificados' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(0);
    expect([...scripts].filter(([, body]) => directoryCode(body)).map(([url]) => url)).toEqual([]);

    await page.getByRole('link', { name: 'Encuentra tu psicólogo' }).first().click();
    await expect(page.getByTestId('specialist-card').first()).toBeVisible();
    expect([...scripts.values()].some(directoryCode)).toBe(true);
  });
});
