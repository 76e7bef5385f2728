import { expect, test } from '@playwright/test';

// The gateway writes the public pages' main heading into the HTML: it shows before (and without) any script.
test.use({ javaScriptEnabled: false });

test("the home page's heading and lead show with JavaScript disabled", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Terapia online con psicólogos certificados' })).toBeVisible();
  await expect(page.getByText(/^Agenda sesiones por videollamada/)).toBeVisible();
  await expect(page).toHaveTitle('e-mind | Psicoterapia online');
});

test("the directory's banner shows with JavaScript disabled", async ({ page }) => {
  await page.goto('/especialistas');
  await expect(page.getByRole('heading', { level: 1, name: 'Encuentra a tu psicólogo' })).toBeVisible();
  await expect(page).toHaveTitle('Especialistas verificados | e-mind');
});

test("a profile's name is its heading, title and description with JavaScript disabled", async ({ page, request }) => {
  const directory = (await (await request.get('/api/profiles/public/psychologists/?page_size=1')).json()) as {
    results: { id: number; first_name: string; last_name: string; professional_title: string }[];
  };
  const listed = directory.results[0];
  if (!listed) throw new Error('the demo directory is empty');
  const name = `${listed.first_name} ${listed.last_name}`;
  await page.goto(`/especialistas/${listed.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name}, ${listed.professional_title} | e-mind`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${name}`));

  await page.goto('/especialistas/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Especialista no disponible' })).toBeVisible();
  await expect(page).toHaveTitle('Especialista no disponible | e-mind');
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('a profile stays on screen while its scripts and data arrive, then React draws it in its place', async ({ page, request }) => {
    const directory = (await (await request.get('/api/profiles/public/psychologists/?page_size=1')).json()) as {
      results: { id: number; first_name: string; last_name: string }[];
    };
    const listed = directory.results[0];
    if (!listed) throw new Error('the demo directory is empty');
    const name = `${listed.first_name} ${listed.last_name}`;
    const profileApi = new RegExp(`/api/profiles/public/psychologists/${listed.id}/?$`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(profileApi, async (route) => {
      await held;
      await route.continue();
    });

    const asked = page.waitForRequest(profileApi);
    await page.goto(`/especialistas/${listed.id}`);
    // React has mounted and asks for the profile: the reader still sees the card, not a loader.
    await asked;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Cargando perfil del especialista...')).toBeHidden();
    await expect(page.locator('#prerender')).toHaveCount(1);

    release();
    await expect(page.getByRole('link', { name: 'Agendar Consulta' })).toBeVisible();
    await expect(page.locator('#prerender')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
