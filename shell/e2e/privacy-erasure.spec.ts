import { expect, test } from '@playwright/test';
import { apiLogin, auth } from './support/appointments.ts';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { openPrivacyTab } from './support/privacy.ts';
import { DEMO_PASSWORD, loginAs, submitLogin } from './support/shell-session.ts';

// The demo patient seeded with past history only: one completed session with this psychologist, nothing upcoming.
// Only this file uses either account.
const PATIENT = { email: 'historial.paciente@e-mind.cl', name: 'Felipe Araya Vega' };
const PSYCHOLOGIST = 'isidora.medina@e-mind.cl';

interface PastSession {
  date: string;
  start_time: string;
  end_time: string;
  status: string;
}

test("a patient with no upcoming session deletes the account, cannot log in again, and the psychologist's agenda shows 'Paciente eliminado' on the past session", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const patient = await apiLogin(page.request, PATIENT.email);
  // One session, completed: nothing ahead that would stop the erasure.
  const appointments = (await (await page.request.get('/api/appointments/client-appointments/', { headers: auth(patient) })).json()) as PastSession[];
  expect(appointments.map((session) => session.status)).toEqual(['COMPLETED']);
  const session = appointments[0]!;
  const hours = `${session.start_time.slice(0, 5)} – ${session.end_time.slice(0, 5)}`;

  // Before: the psychologist's agenda names the patient on that past session.
  const context = await browser.newContext();
  const agenda = await context.newPage();
  await loginAs(agenda, PSYCHOLOGIST);
  const day = agenda.getByTestId(`agenda-day-${session.date}`);
  await agenda.goto(`/psicologo/dashboard/schedule?date=${session.date}&view=day`);
  await expect(day.getByRole('button', { name: `${PATIENT.name}, ${hours}, Completada` })).toBeVisible();

  await loginAs(page, PATIENT.email);
  await openPrivacyTab(page, '/dashboard');
  await expect(page.getByText(/Dentro de 30 días borramos tus datos/)).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
  await expect(dialog.getByLabel('Contraseña', { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await dialog.getByLabel('Contraseña', { exact: true }).fill('otra-clave');
  await dialog.getByText('Entiendo lo que ocurre y quiero eliminar mi cuenta').click();
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(dialog.getByText('La contraseña no es correcta.')).toBeVisible();
  // Checked as the dialog rests, not with the pointer on the button it just pressed.
  await page.mouse.move(0, 0);
  await expectNoAccessibilityViolations(page);

  await dialog.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page).toHaveURL('/login?cuenta=eliminada');
  await expect(page.getByText(/Tu cuenta fue eliminada\./)).toBeVisible();

  await submitLogin(page, PATIENT.email, DEMO_PASSWORD);
  await expect(page.getByText(/Correo o contraseña incorrectos|Tu cuenta está inactiva/)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  const refused = await page.request.post('/api/auth/login/', { data: { email: PATIENT.email, password: DEMO_PASSWORD } });
  expect(refused.status()).toBeGreaterThanOrEqual(400);

  // After: the past session stays in the agenda, under 'Paciente eliminado'. Each service erases its part in its
  // own job (every 500 ms here).
  await expect(async () => {
    await agenda.goto(`/psicologo/dashboard/schedule?date=${session.date}&view=day`);
    await expect(day.getByRole('button', { name: `Paciente eliminado, ${hours}, Completada` })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  await expect(day.getByRole('button')).toHaveCount(1);
  await expect(agenda.getByText(PATIENT.name)).toHaveCount(0);
  await context.close();
});
