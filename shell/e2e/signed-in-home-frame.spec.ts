import { expect, test, type APIRequestContext } from '@playwright/test';
import { auth, bookViaApi, freeSlot, registerPatient, type ApiSession } from './support/appointments.ts';
import { demo, loginAs } from './support/shell-session.ts';
import { hold, watchFrame, watched } from './support/layout-shifts.ts';
import { listedPsychologistViaApi } from './support/time-off.ts';

// The gateway writes each signed-in home's frame into the HTML, hidden; an inline script shows it, before any module
// script, only to the role's user with a live session (libs/web-session/src/home-frame.ts).

const GREETING = '(Buenos días|Buenas tardes|Buenas noches)';

const homes = [
  { role: 'psychologist', email: demo.psychologist, home: '/psicologo/dashboard', heading: new RegExp(`^${GREETING}, Matías$`), viewport: { width: 1280, height: 720 } },
  { role: 'client', email: demo.client, home: '/dashboard', heading: /^Bienvenida, Camila$/, viewport: { width: 412, height: 823 } },
] as const;

for (const area of homes) {
  test(`a signed-in ${area.role} sees the home's frame at once, then the real page in its place without a shift`, async ({ page }) => {
    await page.setViewportSize(area.viewport);
    await loginAs(page, area.email);
    await expect(page).toHaveURL(area.home);
    await watchFrame(page);
    // The consent check holds React's page back; the home's data hold its figures back once it is drawn.
    const releaseConsents = await hold(page, /\/api\/privacy\/consents\/?$/);
    const releaseData = await hold(page, /\/api\/(appointments|waitlist|profiles)\//);
    await page.reload();

    const frame = page.locator('#prerender');
    const heading = page.getByRole('heading', { level: 1, name: area.heading });
    await expect(frame.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    const painted = await heading.boundingBox();
    const homeLink = page.getByRole('navigation', { name: /Paciente|Psicólogo/ }).getByRole('link', { name: 'Inicio' });
    const paintedLink = await homeLink.boundingBox();

    releaseConsents();
    await expect(frame).toHaveCount(0);
    await expect(page.locator('#root').getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
    expect(await heading.boundingBox()).toEqual(painted);
    expect(await homeLink.boundingBox()).toEqual(paintedLink);
    await expect(page.getByTestId('dashboard-splash')).toHaveCount(0);
    const { shift, moved } = await watched(page);
    expect(shift, `what moved: ${moved.join('; ')}`).toBe(0);
    releaseData();
  });
}

test('a visitor on a signed-in home never sees its frame and is sent to log in', async ({ page }) => {
  await watchFrame(page);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.locator('#prerender')).toHaveCount(0);
  expect((await watched(page)).frameShown).toBe(false);
});

test("another role's user, or one whose access has expired, never sees a home's frame", async ({ page }) => {
  await loginAs(page, demo.client);
  await watchFrame(page);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/');
  expect((await watched(page)).frameShown).toBe(false);

  // An access token past its expiry: the session may still be restored, but not painted ahead of the check.
  await page.evaluate(() => {
    const [header, , signature] = (localStorage.getItem('access_token') ?? '').split('.');
    const expired = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60, user_type: 'client' })).replace(/=+$/, '');
    localStorage.setItem('access_token', `${header}.${expired}.${signature}`);
  });
  await page.goto('/dashboard');
  await expect(page.locator('#prerender')).toHaveCount(0);
  expect((await watched(page)).frameShown).toBe(false);
});

/** `from` writes to `to` (in care together), so that `to` has one unread message. */
async function writeTo(request: APIRequestContext, from: ApiSession, to: ApiSession, text: string): Promise<void> {
  const opened = await request.post('/api/messages/conversations/', { headers: auth(from), data: { with: to.profileId } });
  expect(opened.ok()).toBe(true);
  const { id } = (await opened.json()) as { id: number };
  expect((await request.post(`/api/messages/conversations/${id}/messages/`, { headers: auth(from), data: { text } })).status()).toBe(201);
}

test("the bar's unread count, arriving after the page shows, moves nothing that is already there", async ({ browser, request }) => {
  const everyDay = { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], startTime: '07:00', endTime: '23:00' };
  const psychologist = await listedPsychologistViaApi(request, everyDay);
  const patient = await registerPatient(request);
  await bookViaApi(request, patient, psychologist.profileId, await freeSlot(request, patient, psychologist.profileId));
  await writeTo(request, patient, psychologist, '¿Nos vemos el jueves?');
  await writeTo(request, psychologist, patient, 'Sí, el jueves.');

  // A desktop's bar shows the count beside 'Mi Panel'; a phone's, beside the menu button. The home's badge shows it too,
  // in the line the home keeps for it. The rest of the home's data are let in first: this is about the count alone.
  for (const [email, home, viewport, drawn] of [
    [psychologist.email, '/psicologo/dashboard', { width: 1280, height: 720 }, /lista de espera/],
    [patient.email, '/dashboard', { width: 390, height: 844 }, /Tu última sesión|Aún no has tenido/],
  ] as const) {
    const page = await browser.newPage({ viewport });
    await loginAs(page, email);
    await expect(page).toHaveURL(home);
    await watchFrame(page);
    const releaseCount = await hold(page, /\/api\/messages\/unread-count\/?$/);
    await page.reload();
    await expect(page.getByText(drawn).first()).toBeVisible();
    const before = await watched(page);

    releaseCount();
    await expect(page.getByTestId('nav-message-count')).toHaveAccessibleName('1 mensaje sin leer');
    await expect(page.getByTestId('home-unread-messages')).toHaveText('✉ 1 mensaje sin leer');
    const after = await watched(page);
    expect(after.shift - before.shift, `what moved: ${after.moved.slice(before.moved.length).join('; ')}`).toBe(0);
    await page.close();
  }
});

test("on a phone, the patient's welcome keeps its height when the last session's line arrives", async ({ browser, request }) => {
  const patient = await registerPatient(request);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await loginAs(page, patient.email);
  await expect(page).toHaveURL('/dashboard');
  await watchFrame(page);
  const releaseStats = await hold(page, /\/api\/appointments\/dashboard-stats\/?$/);
  await page.reload();
  await expect(page.locator('#root').getByText('Este es tu espacio para gestionar tu perfil y tus sesiones.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buscar psicólogo' })).toBeVisible();
  const before = await watched(page);

  releaseStats();
  await expect(page.getByText('Aún no has tenido ninguna sesión')).toBeVisible();
  await expect(page.getByTestId('stat-total')).toHaveText('0');
  const after = await watched(page);
  expect(after.shift - before.shift, `what moved: ${after.moved.slice(before.moved.length).join('; ')}`).toBe(0);
  await page.close();
});

test("the admin's home, its verification queue answering last, moves nothing as it arrives", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await loginAs(page, demo.admin);
  await watchFrame(page);
  const releaseQueue = await hold(page, /\/api\/profiles\/admin\/psychologists\/\?/);
  await page.reload();
  await expect(page.locator('#root').getByRole('heading', { level: 1, name: new RegExp(`^${GREETING}, Francisca$`) })).toBeVisible();
  const before = await watched(page);

  releaseQueue();
  await expect(page.getByRole('link', { name: /^Revisar a / }).first().or(page.getByText('No hay psicólogos pendientes'))).toBeVisible();
  await expect(page.getByTestId('weekly-bookings').getByText(/reservas en las últimas 12 semanas/)).toBeVisible();
  await expect(page.getByTestId('payments-to-verify').getByText('Cargando…')).toHaveCount(0);
  const after = await watched(page);
  expect(after.shift - before.shift, `what moved: ${after.moved.slice(before.moved.length).join('; ')}`).toBe(0);
});
