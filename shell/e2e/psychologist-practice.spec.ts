import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, auth, bookViaApi, freeSlot, registerPatient, setPaymentStatus, uploadProofViaApi } from './support/appointments.ts';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { demo, loginAs } from './support/shell-session.ts';

// Only this file books with this demo psychologist, so their agenda and patients hold this file's data alone.
const PSYCHOLOGIST = 'nicolas.gutierrez@e-mind.cl';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Psicólogo' }).first();

/** A patient of this file's psychologist with a first session, paid, verified by the admin and confirmed. */
async function confirmedFirstSession(request: APIRequestContext) {
  const patient = await registerPatient(request);
  const psychologist = await apiLogin(request, PSYCHOLOGIST);
  const admin = await apiLogin(request, demo.admin);
  const slot = await freeSlot(request, patient, psychologist.profileId);
  const booked = await bookViaApi(request, patient, psychologist.profileId, slot);
  await uploadProofViaApi(request, patient, booked.id);
  // A first session is paid to the platform: only an admin verifies it; the psychologist confirms it.
  await setPaymentStatus(request, admin, booked.id, 'PAYMENT_VERIFIED');
  await setPaymentStatus(request, psychologist, booked.id, 'CONFIRMED');
  return { patient, slot, booked };
}

test('a psychologist works a confirmed session from the agenda, corrects its private note keeping the earlier version, and finds it in Mis Pacientes; the patient never sees it', async ({ page, browser }) => {
  const NOTE = `Nota clínica privada ${Date.now()}`;
  const { patient, slot, booked } = await confirmedFirstSession(page.request);

  await loginAs(page, PSYCHOLOGIST);
  await nav(page).getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByRole('heading', { name: 'Mi Agenda' })).toBeVisible();
  await page.goto(`/psicologo/dashboard/schedule?date=${slot.date}`);
  const session = page.getByRole('button', { name: `Prueba E2E, ${slot.start_time} – ${slot.end_time}, Confirmada` });
  await expect(page.getByTestId(`agenda-day-${slot.date}`).getByRole('button', { name: /Prueba E2E/ })).toHaveCount(1);
  await expect(session).toBeVisible();
  await expect(page.getByTestId('agenda-legend')).toContainText('Estado de citas:');
  await page.screenshot({ path: 'docs/screenshots/agenda-week.png', fullPage: true });
  await expectNoAccessibilityViolations(page);

  await session.click();
  const details = page.getByRole('dialog', { name: 'Detalles de la Cita' });
  await expect(details).toContainText(patient.email);
  await expect(details.getByRole('link', { name: 'Unirse a la sesión' })).toHaveAttribute('href', /^\/sesion\/\d+$/);
  // Not started yet: it can be cancelled, not completed.
  await expect(details.getByLabel('Cambiar estado').locator('option')).toHaveText(['Selecciona un estado', 'Cancelada']);
  await details.getByLabel('Notas privadas').fill(NOTE);
  await details.getByRole('button', { name: 'Guardar notas' }).click();
  await expect(page.getByText('Notas guardadas correctamente')).toBeVisible();
  // Decreto 41/2012: a correction keeps the earlier text, shown to its author under the note.
  await details.getByLabel('Notas privadas').fill(`${NOTE} (corregida)`);
  await details.getByRole('button', { name: 'Guardar notas' }).click();
  const earlier = details.getByRole('region', { name: 'Versiones anteriores' });
  await expect(earlier).toContainText(NOTE);
  await expect(earlier).not.toContainText('(corregida)');
  await expectNoAccessibilityViolations(page);
  await details.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Día', exact: true }).click();
  await expect(page.getByTestId('agenda-grid').getByRole('group')).toHaveCount(1);
  await expect(session).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/agenda-day.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('agenda-list').getByRole('button', { name: /Prueba E2E/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Semana', exact: true })).toBeDisabled();
  await page.screenshot({ path: 'docs/screenshots/agenda-phone-list.png', fullPage: true });
  await expectNoAccessibilityViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await nav(page).getByRole('link', { name: 'Pacientes' }).click();
  await page.getByLabel('Buscar paciente').fill(patient.email);
  await expect(page.getByText(/^1 paciente\(s\) de \d+ total$/)).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/psychologist-patients.png', fullPage: true });
  await expectNoAccessibilityViolations(page);
  await page.getByRole('link', { name: 'Ver detalle de Prueba E2E' }).click();
  await expect(page.getByTestId('patient-session')).toContainText(NOTE);
  await expectNoAccessibilityViolations(page);

  const patientPage = await (await browser.newContext()).newPage();
  await loginAs(patientPage, patient.email);
  await patientPage.goto('/dashboard/appointments');
  await patientPage.getByRole('article', { name: `Cita ${booked.code}` }).getByRole('button', { name: 'Ver detalle' }).click();
  await expect(patientPage.getByRole('dialog', { name: `Cita ${booked.code}` })).toBeVisible();
  await expect(patientPage.locator('body')).not.toContainText(NOTE);
  const own = await (await page.request.get('/api/appointments/client-appointments/', { headers: auth(patient) })).text();
  expect(own).toContain(booked.code);
  expect(own).not.toContain(NOTE);
  expect((await page.request.get(`/api/appointments/${booked.id}/notes/`, { headers: auth(patient) })).status()).toBe(403);
  await patientPage.context().close();
});

test("the psychologist's home lists the confirmed session and draws the weekly chart as its card comes near the screen", async ({ page }) => {
  await confirmedFirstSession(page.request);
  await loginAs(page, PSYCHOLOGIST);
  await expect(page.getByTestId('practice-stats')).toBeVisible();
  await expect(page.getByTestId('upcoming-appointment').filter({ hasText: 'Prueba E2E' }).first()).toBeVisible();
  await page.getByTestId('weekly-sessions').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('weekly-sessions').getByRole('img', { name: /Gráfico de sesiones por semana/ })).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/psychologist-home.png', fullPage: true });
  await expectNoAccessibilityViolations(page);
});

test('a psychologist marks a session that has started COMPLETED, after confirming', async ({ page }) => {
  const admin = await apiLogin(page.request, demo.admin);
  const response = await page.request.get('/api/appointments/admin-payment-verification/?status=CONFIRMED,PAYMENT_VERIFIED', { headers: auth(admin) });
  const candidates = (await response.json()) as { id: number; date: string; start_time: string; end_time: string; starts_at: string; client_name: string; psychologist: number }[];
  // Sessions cannot be booked in the past: the started one comes from the demo data (javiera.fuentes, whom no other spec uses).
  const past = candidates.find((appointment) => Date.parse(appointment.starts_at) < Date.now());
  if (!past) throw new Error('the demo data holds no started session that is still CONFIRMED or PAYMENT_VERIFIED');
  const directory = await page.request.get(`/api/profiles/admin/psychologists/${past.psychologist}/`, { headers: auth(admin) });
  const { user } = (await directory.json()) as { user: { email: string } };

  await loginAs(page, user.email);
  await page.goto(`/psicologo/dashboard/schedule?date=${past.date}&view=day`);
  await page.getByRole('button', { name: new RegExp(`^${past.client_name}, ${past.start_time}`) }).click();
  const details = page.getByRole('dialog', { name: 'Detalles de la Cita' });
  await details.getByLabel('Cambiar estado').selectOption({ label: 'Completada' });
  await details.getByRole('button', { name: 'Aplicar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar cambio de estado' });
  await expect(confirm).toContainText('¿Estás seguro que deseas cambiar el estado de la cita a "Completada"?');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Estado actualizado a: Completada')).toBeVisible();
  await expect(details).toContainText('El estado de esta cita no se puede cambiar desde la agenda.');
  await details.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('button', { name: `${past.client_name}, ${past.start_time} – ${past.end_time}, Completada` })).toBeVisible();
});
