import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, auth } from './support/appointments.ts';
import { demo, loginAs } from './support/shell-session.ts';

/**
 * The demo patient's COMPLETED session with Sebastián Muñoz is rated here and nowhere else (no other spec
 * reviews, and the demo psychologists start without ratings): patient rates → admin approves → a visitor sees it
 * on the profile and in the directory's rating → the psychologist sees it in their statistics.
 */
const PSYCHOLOGIST = { email: 'sebastian.munoz@e-mind.cl', name: 'Sebastián Muñoz' };
const COMMENT = 'Me sentí escuchada desde la primera sesión. <b>Muy recomendable</b>.';

async function asUser(browser: Browser, email: string | null, action: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (email) await loginAs(page, email);
  await action(page);
  await context.close();
}

test('a patient rates a completed session, the admin approves it, visitors and the psychologist see it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const directory = await request.get('/api/profiles/public/psychologists/?ordering=rating&page_size=50');
  const listed = (await directory.json()).results as { id: number; name: string; rating: number | null; review_count: number }[];
  const before = listed.find((card) => card.name.startsWith(PSYCHOLOGIST.name));
  expect(before).toMatchObject({ rating: null, review_count: 0 });
  const profilePath = `/especialistas/${before?.id}`;

  await asUser(browser, demo.client, async (page) => {
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Paciente' }).getByRole('link', { name: 'Valoraciones' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL('/dashboard/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Valoraciones' })).toBeVisible();
    const session = page.getByRole('article', { name: `Sesión con ${PSYCHOLOGIST.name}` });
    await expect(session).toBeVisible();
    const send = session.getByRole('button', { name: 'Enviar valoración' });
    await expect(send).toBeDisabled();
    // The stars are a radio group: Tab reaches it, the arrow keys move the rating.
    await session.getByRole('radio', { name: '1 estrella' }).focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    await expect(session.getByRole('radio', { name: '5 estrellas' })).toBeChecked();
    await session.getByPlaceholder('Cuéntanos tu experiencia...').fill(COMMENT);
    await send.click();
    await expect(session).toHaveCount(0);
    const given = page.getByRole('article', { name: `Valoración de ${PSYCHOLOGIST.name}` });
    await expect(given.getByText('Pendiente')).toBeVisible();
    await expect(given.getByText(COMMENT)).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/reviews-patient.png', fullPage: true });
  });

  // Not public before moderation.
  const pendingPublic = await request.get(`/api/comments/public/psychologist/${before?.id}/reviews/`);
  expect((await pendingPublic.json()).results).toEqual([]);

  await asUser(browser, demo.admin, async (page) => {
    await page.goto('/admin/dashboard/reviews');
    await expect(page.getByRole('tab', { name: 'Pendientes', selected: true })).toBeVisible();
    const review = page.getByRole('article', { name: 'Valoración de Camila González Muñoz' }).filter({ hasText: COMMENT });
    await expect(review.getByText(`Profesional: ${PSYCHOLOGIST.name}`)).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/reviews-admin.png', fullPage: true });
    await review.getByRole('button', { name: 'Aprobar' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('¿Estás seguro que deseas aprobar esta valoración?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Aprobar' }).click();
    await expect(review).toHaveCount(0);
    await page.getByRole('tab', { name: 'Aprobadas' }).click();
    await expect(page.getByRole('article').filter({ hasText: COMMENT }).getByText('Aprobada')).toBeVisible();
  });

  await asUser(browser, null, async (page) => {
    await page.goto(profilePath);
    // One review: the row stays still (it scrolls by itself from three on).
    const reviews = page.getByTestId('reviews-track');
    const card = page.getByRole('article', { name: 'Reseña de Camila G.' });
    await expect(card.getByText(COMMENT)).toBeVisible();
    await expect(card.getByRole('img', { name: '5 de 5 estrellas' })).toBeVisible();
    await expect(reviews).toHaveAttribute('data-auto-scroll', 'off');

    await page.goto('/especialistas?ordering=rating');
    const first = page.getByTestId('specialist-card').first();
    await expect(first.getByRole('heading', { name: new RegExp(`^${PSYCHOLOGIST.name}`) })).toBeVisible();
    await expect(first.getByTestId('specialist-rating')).toHaveText('★ 5,0 (1 valoración)');
  });

  await asUser(browser, PSYCHOLOGIST.email, async (page) => {
    await page.goto('/psicologo/dashboard/reviews');
    const stats = page.getByTestId('review-stats');
    await expect(stats.getByText('5,0', { exact: true })).toBeVisible();
    await expect(stats.getByText('1 valoración aprobada')).toBeVisible();
    await expect(stats.getByRole('table', { name: 'Valoraciones por estrellas' }).getByRole('row', { name: '5 ★ 1' })).toBeAttached();
    await expect(stats.getByRole('img', { name: 'Gráfico de valoraciones por número de estrellas' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Todas (1)', selected: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Valoración de Camila González Muñoz' }).getByText(COMMENT)).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/reviews-psychologist.png', fullPage: true });
  });

  // Once per session: the same appointment cannot be reviewed again.
  const patient = await apiLogin(request, demo.client);
  const mine = (await (await request.get('/api/comments/client/reviews/', { headers: auth(patient) })).json()).results as { appointment: number; psychologist_name: string }[];
  const rated = mine.find((review) => review.psychologist_name.startsWith(PSYCHOLOGIST.name));
  const again = await request.post('/api/comments/client/submit/', { headers: auth(patient), data: { appointment: rated?.appointment, rating: 1 } });
  expect(again.status()).toBe(409);
});

test('the reviews API keeps each list to its role and refuses what is not the patient’s COMPLETED session', async ({ request }) => {
  const patient = await apiLogin(request, demo.client);
  const psychologist = await apiLogin(request, PSYCHOLOGIST.email);
  expect((await request.get('/api/comments/client/pending-appointments/', { headers: auth(psychologist) })).status()).toBe(403);
  expect((await request.get('/api/comments/admin/reviews/', { headers: auth(psychologist) })).status()).toBe(403);
  expect((await request.post('/api/comments/client/submit/', { headers: auth(patient), data: { appointment: 999_999, rating: 5 } })).status()).toBe(400);
});
