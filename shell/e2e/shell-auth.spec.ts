import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, closeMenuWithEscape, demo, loginAs, logoutViaMenu, submitLogin, uniqueEmail } from './support/shell-session.ts';

const PASSWORD = 'Segura#2024';

async function fillPersonalStep(page: Page, email: string, firstName: string): Promise<void> {
  await page.getByLabel('Nombres').fill(firstName);
  await page.getByLabel('Apellidos').fill('Prueba');
  await page.getByLabel('Correo electrónico').fill(`  ${email.toUpperCase()} `);
  const phone = page.getByLabel('Teléfono');
  await expect(phone).toHaveValue('+56 9 ');
  await phone.press('End');
  await phone.press('Backspace');
  await expect(phone).toHaveValue('+56 9 ');
  await phone.pressSequentially('12345678');
  await expect(phone).toHaveValue('+56 9 1234 5678');
  await expect(page.getByText('Formato: +56 9 XXXX XXXX')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

async function fillAccessStep(page: Page): Promise<void> {
  const password = page.getByLabel('Contraseña', { exact: true });
  await password.fill('abc');
  await expect(page.getByText('Muy débil')).toBeVisible();
  await password.fill(PASSWORD);
  await expect(page.getByText('Excelente')).toBeVisible();
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'términos y condiciones' }).click();
  const dialog = page.getByRole('dialog', { name: 'Términos y condiciones' });
  await expect(dialog.getByRole('heading', { name: '3. Elegibilidad' })).toBeVisible();
  await expect(dialog.getByText(/al menos 18 años/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '8. Ley aplicable' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Acepto los términos' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

/**
 * Toasts show below the sticky bar (where the toaster starts), so the account menu stays within reach while one is
 * up. The toaster is measured, not a toast: a toast lasts 2 s, and on a loaded machine a test may look later.
 */
async function expectToastsBelowTheBar(page: Page): Promise<void> {
  const [toaster, bar] = await Promise.all([page.locator('[data-rht-toaster]').boundingBox(), page.getByRole('banner').boundingBox()]);
  expect(toaster?.y).toBeGreaterThanOrEqual((bar?.y ?? Infinity) + (bar?.height ?? 0));
}

test.describe('accounts', () => {
  test('a patient registers, lands in /dashboard, logs out and logs in again', async ({ page }) => {
    const email = uniqueEmail('paciente');
    await page.goto('/registro');
    await page.getByRole('button', { name: 'Registrarme como Paciente' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Los nombres son obligatorios')).toBeVisible();
    await fillPersonalStep(page, email, 'Ana');
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(page.getByLabel('Nombres')).toHaveValue('Ana');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Debes aceptar los términos y condiciones')).toBeVisible();
    await fillAccessStep(page);
    await expect(page.getByText('Registro exitoso')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToastsBelowTheBar(page);

    await page.getByTestId('user-menu-trigger').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Ana Prueba')).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByText('Paciente', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute('href', '/dashboard/profile');
    await closeMenuWithEscape(page);
    const refresh = await page.evaluate(() => localStorage.getItem('refresh_token'));
    await logoutViaMenu(page);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // The session ends on screen at once; the refresh token is revoked right behind it.
    await expect.poll(async () => (await page.request.post('/api/auth/refresh/', { data: { refresh } })).status()).toBe(401);
    await expect(page.getByRole('link', { name: 'Comenzar' })).toBeVisible();

    await submitLogin(page, email, PASSWORD);
    // Ana gave no gender at registration: welcomed without a gendered word.
    await expect(page.getByText('¡Hola de nuevo, Ana!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a psychologist registers (preselected by router state) and lands in their own area', async ({ page }) => {
    const email = uniqueEmail('psicologo');
    await page.goto('/');
    // The router listens once React has mounted (the prerendered page shows before): its navbar is the sign.
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({ usr: { userType: 'psychologist' }, key: 'e2e', idx: 1 }, '', '/registro');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByText('Tipo de cuenta: Psicólogo')).toBeVisible();
    await page.getByRole('button', { name: 'Cambiar tipo de cuenta' }).click();
    await page.getByRole('button', { name: 'Registrarme como Psicólogo' }).click();
    await fillPersonalStep(page, email, 'Pablo');
    await fillAccessStep(page);
    await expect(page.getByText('Registro exitoso')).toBeVisible();
    await expect(page).toHaveURL(/\/psicologo\/dashboard$/);
    await expectToastsBelowTheBar(page);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { user_type: string; email: string; professional_title: string | null });
    expect(stored).toMatchObject({ user_type: 'psychologist', email, professional_title: 'Psicólogo' });

    await logoutViaMenu(page);
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/psicologo\/dashboard$/);
  });

  test('each demo role logs in to its own area; "Mi Panel" follows the role', async ({ page }) => {
    for (const [email, area, badge] of [
      [demo.client, '/dashboard', 'Paciente'],
      [demo.psychologist, '/psicologo/dashboard', 'Psicólogo'],
      // The demo admin, Francisca, gave her gender: the menu names her role 'Administradora'.
      [demo.admin, '/admin/dashboard', 'Administradora'],
    ] as const) {
      await loginAs(page, email);
      await expect(page).toHaveURL(new RegExp(`${area}$`));
      await page.goto('/contacto');
      await page.getByRole('link', { name: 'Mi Panel' }).click();
      await expect(page).toHaveURL(new RegExp(`${area}$`));
      await page.getByTestId('user-menu-trigger').click();
      await expect(page.getByRole('menu').getByText(badge, { exact: true })).toBeVisible();
      await closeMenuWithEscape(page);
      await logoutViaMenu(page);
    }
  });

  test('login and registration errors use the catalogue messages', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, demo.client, 'Incorrecta1!');
    await expect(page.getByText('Correo o contraseña incorrectos. Por favor verifica tus credenciales.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/registro');
    await page.getByRole('button', { name: 'Registrarme como Paciente' }).click();
    await fillPersonalStep(page, demo.client, 'Repetida');
    await fillAccessStep(page);
    await expect(page.getByText('Este correo electrónico ya está registrado en la plataforma').first()).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();

    await page.route('**/api/auth/login/', (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await submitLogin(page, demo.client, DEMO_PASSWORD);
    await expect(page.getByText('Error de conexión. Por favor, verifica tu conexión a internet.')).toBeVisible();
  });
});
