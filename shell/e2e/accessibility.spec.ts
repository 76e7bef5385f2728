import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { registerPatient } from './support/appointments.ts';
import { closeMenuWithEscape, demo, loginAs } from './support/shell-session.ts';

/** A page of an area, and what shows once its data has loaded. */
interface AreaPage {
  path: string;
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

async function firstListedProfilePath(page: Page): Promise<string> {
  const directory = await page.request.get('/api/profiles/public/psychologists/?page_size=1');
  return `/especialistas/${(await directory.json()).results[0].id}`;
}

async function checkEach(page: Page, pages: AreaPage[]): Promise<void> {
  for (const area of pages) {
    await page.goto(area.path);
    await expect(area.ready(page).first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
  }
}

test('the public pages and the account screens have no WCAG 2.1 A/AA violations', async ({ page }) => {
  test.slow(); // a sweep of many pages, each loaded and analysed: on a loaded machine it can pass 60 s
  await checkEach(page, [
    { path: '/', ready: heading('Terapia online con psicólogos certificados') },
    { path: '/especialistas', ready: (p) => p.getByTestId('specialist-card') },
    { path: await firstListedProfilePath(page), ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: '/quienes-somos', ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: '/contacto', ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: '/preguntas-frecuentes', ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: '/terminos-y-condiciones', ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: '/privacidad', ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: '/login', ready: (p) => p.getByRole('button', { name: 'Iniciar sesión', exact: true }) },
    { path: '/registro', ready: (p) => p.getByRole('button', { name: 'Registrarme como Paciente' }) },
    { path: '/recuperar-password', ready: (p) => p.getByRole('heading', { level: 1 }) },
  ]);
});

test('the booking modal has no WCAG 2.1 A/AA violations', async ({ page }) => {
  const patient = await registerPatient(page.request);
  await loginAs(page, patient.email);
  await page.goto(`${await firstListedProfilePath(page)}/agendar`);
  await expect(page.getByRole('dialog').getByText('Selecciona un día y un horario disponible')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Horarios disponibles' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('the patient area has no WCAG 2.1 A/AA violations', async ({ page }) => {
  test.slow(); // a sweep of many pages, each loaded and analysed: on a loaded machine it can pass 60 s
  await loginAs(page, demo.client);
  await checkEach(page, [
    { path: '/dashboard', ready: heading(/^Bienvenida, Camila/) },
    { path: '/dashboard/profile', ready: (p) => p.getByRole('tab').first() },
    { path: '/dashboard/reviews', ready: (p) => p.getByRole('radiogroup', { name: 'Tu valoración' }) },
    { path: '/dashboard/appointments', ready: (p) => p.getByRole('article') },
  ]);
  await page.getByRole('article').first().getByRole('button', { name: 'Ver detalle' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('the psychologist area has no WCAG 2.1 A/AA violations', async ({ page }) => {
  test.slow(); // a sweep of many pages, each loaded and analysed: on a loaded machine it can pass 60 s
  await loginAs(page, demo.psychologist);
  await checkEach(page, [
    { path: '/psicologo/dashboard', ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: '/psicologo/dashboard/profile', ready: (p) => p.getByRole('tab').first() },
    { path: '/psicologo/dashboard/payments', ready: heading('Mis Pagos Pendientes') },
    { path: '/psicologo/dashboard/reviews', ready: (p) => p.getByRole('tab', { name: /^Todas/ }) },
    { path: '/psicologo/dashboard/ingresos', ready: (p) => p.getByTestId('card-earnings-figures') },
  ]);
});

test('the admin area has no WCAG 2.1 A/AA violations', async ({ page }) => {
  test.slow(); // a sweep of many pages, each loaded and analysed: on a loaded machine it can pass 60 s
  await loginAs(page, demo.admin);
  const directory = await page.request.get('/api/profiles/public/psychologists/?page_size=1');
  const someone = (await directory.json()).results[0].id as number;
  await checkEach(page, [
    { path: '/admin/dashboard', ready: (p) => p.getByTestId('stat-total') },
    { path: '/admin/dashboard/psychologists', ready: (p) => p.getByRole('article') },
    { path: `/admin/dashboard/psychologists/${someone}`, ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: '/admin/dashboard/pacients', ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: '/admin/dashboard/profile', ready: (p) => p.getByRole('tab').first() },
    { path: '/admin/dashboard/reviews', ready: (p) => p.getByRole('tab', { name: 'Pendientes' }) },
    { path: '/admin/dashboard/pagos-psicologos', ready: heading('Pagos a psicólogos') },
    { path: '/admin/dashboard/payments', ready: (p) => p.getByTestId('payment-row') },
  ]);
  await page.getByTestId('payment-row').first().getByRole('button', { name: 'Ver detalle' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test("each account-type card in 'Crear cuenta' is one click target, not only its button", async ({ page }) => {
  await page.goto('/registro');
  // A real mouse click on the card's text: the stretched button lies over it, so it receives the click.
  const text = await page.getByText('Busca un psicólogo certificado y agenda tus sesiones en línea.').boundingBox();
  if (!text) throw new Error('card text not laid out');
  await page.mouse.click(text.x + 10, text.y + text.height / 2);
  await expect(page.getByRole('button', { name: 'Registrarme como Paciente' })).toHaveCount(0);
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
});

test('whoever asks for less motion gets the user menu in place; everyone else sees it slide in', async ({ page }) => {
  await loginAs(page, demo.client);
  const menuAnimation = async () => {
    await page.getByTestId('user-menu-trigger').click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const duration = await menu.evaluate((element) => getComputedStyle(element).animationDuration);
    await closeMenuWithEscape(page);
    return duration;
  };
  // The configuration's choice (playwright.config.ts): reduced motion.
  expect(await menuAnimation()).toBe('1e-05s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await menuAnimation()).toBe('0.15s');
});
