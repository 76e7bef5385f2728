import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { apiLogin } from './support/appointments.ts';
import { logoutViaMenu, submitLogin } from './support/shell-session.ts';

// The demo account that accepted an older version of the terms; only this file logs in with it.
const RENEW = 'renovar.terminos@e-mind.cl';

// Runs first: it leaves the older terms unaccepted, for the test after it.
test('booking outside the gate is refused by the server, and the shell asks for the terms with the booking as the way back', async ({ page }) => {
  const psychologist = await apiLogin(page.request, 'diego.contreras@e-mind.cl');
  await page.goto('/login');
  await submitLogin(page, RENEW, 'Demo1234!');
  await expect(page).toHaveURL('/aceptar-condiciones?redirect=%2Fdashboard');

  // A public profile is outside the dashboard's gate: the booking reaches the server, which refuses it.
  await page.goto(`/especialistas/${psychologist.profileId}/agendar`);
  const modal = page.getByRole('dialog', { name: /^Agendar consulta con / });
  await modal.getByRole('group', { name: 'Horarios disponibles' }).getByRole('button').first().click();
  await modal.getByRole('button', { name: 'Continuar' }).click();
  const payment = page.getByRole('dialog', { name: 'Método de pago' });
  await payment.getByRole('radio', { name: /Transferencia bancaria/ }).click();
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/appointments/') && response.request().method() === 'POST');
  await payment.getByRole('button', { name: 'Confirmar y Pagar' }).click();
  expect((await refused).status()).toBe(403);
  expect(await (await refused).json()).toMatchObject({ code: 'consent_required' });

  await expect(page).toHaveURL(`/aceptar-condiciones?redirect=%2Fespecialistas%2F${psychologist.profileId}%2Fagendar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Términos actualizados' })).toBeVisible();
  await expect(page.getByText(/He leído y acepto los Términos y Condiciones/)).toBeVisible();
});

test('a person who accepted an older version of the terms is asked at login, accepts, and enters', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, RENEW, 'Demo1234!');
  await expect(page).toHaveURL('/aceptar-condiciones?redirect=%2Fdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Términos actualizados' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Términos y Condiciones' })).toHaveAttribute('href', '/terminos');
  // The pointer still rests where 'Iniciar sesión' was, now over 'Aceptar y continuar': measure it unhovered.
  await page.mouse.move(0, 0);
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: 'docs/screenshots/privacy-consent-gate.png', fullPage: true });

  // The gate holds: a dashboard address leads back here.
  await page.goto('/dashboard/appointments');
  await expect(page).toHaveURL('/aceptar-condiciones?redirect=%2Fdashboard%2Fappointments');

  await page.getByRole('button', { name: 'Aceptar y continuar' }).click();
  await expect(page.getByText('Debes aceptar la versión vigente de los documentos para continuar.')).toBeVisible();
  await page.getByText(/He leído y acepto/).click();
  await page.getByRole('button', { name: 'Aceptar y continuar' }).click();
  await expect(page).toHaveURL('/dashboard/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Citas' })).toBeVisible();

  await logoutViaMenu(page);
  await submitLogin(page, RENEW, 'Demo1234!');
  await expect(page).toHaveURL('/dashboard');
});
