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
