import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { apiLogin, auth, bookViaApi, freeSlot, registerPatient } from './support/appointments.ts';
import { demo, loginAs } from './support/shell-session.ts';

// registerViaApi names every throwaway account this way.
const PATIENT_NAME = 'Prueba E2E';

test("the admin sees a fresh patient's export request in 'Solicitudes de datos', and cannot cancel it", async ({ page }) => {
  const patient = await registerPatient(page.request);
  const requested = await page.request.post('/api/privacy/exports/', { headers: auth(patient), data: {} });
  expect(requested.status()).toBe(202);

  await loginAs(page, demo.admin);
  await page.getByRole('navigation', { name: 'Administrador' }).getByRole('link', { name: 'Solicitudes de datos' }).click();
  await expect(page).toHaveURL('/admin/dashboard/solicitudes-datos');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de datos' })).toBeVisible();
  await page.getByLabel('Tipo de solicitud').selectOption('export');
  const row = page.getByTestId('data-request-row').filter({ hasText: patient.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Exportación');
  await expect(row).toContainText('Paciente');
  await expect(row).toContainText(/de 9$/);
  await expect(row.getByRole('button')).toHaveCount(0);
  // The login's welcome toast, still fading out, is not this page's.
  await expect(page.getByText(/^¡Bienvenida de nuevo/)).toBeHidden({ timeout: 10_000 });
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: 'docs/screenshots/admin-solicitudes-datos.png', fullPage: true });

  await page.getByLabel('Tipo de solicitud').selectOption('erasure');
  await expect(page.getByTestId('data-request-row').filter({ hasText: patient.email })).toHaveCount(0);
});

test("the admin filters 'Registro de accesos' by a patient whose detail a psychologist opened", async ({ page }) => {
  const psychologist = await apiLogin(page.request, 'diego.contreras@e-mind.cl');
  const patient = await registerPatient(page.request);
  await bookViaApi(page.request, patient, psychologist.profileId, await freeSlot(page.request, patient, psychologist.profileId));
  const list = await page.request.get('/api/appointments/psychologist_patients/', { headers: auth(psychologist), params: { search: patient.email } });
  const listed = ((await list.json()) as { id: number; user: { email: string } }[]).find((entry) => entry.user.email === patient.email);
  expect(listed, 'the booked patient is in the psychologist list').toBeTruthy();
  const opened = await page.request.get(`/api/appointments/psychologist_patients/${listed!.id}/`, { headers: auth(psychologist) });
  expect(opened.status()).toBe(200);

  await loginAs(page, demo.admin);
  await page.getByRole('navigation', { name: 'Administrador' }).getByRole('link', { name: 'Registro de accesos' }).click();
  await expect(page).toHaveURL('/admin/dashboard/registro-accesos');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de accesos' })).toBeVisible();
  await page.getByLabel('Persona').fill(patient.email);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const rows = page.getByTestId('access-row');
  const read = rows.filter({ hasText: 'Ficha de paciente' });
  await expect(read).toHaveCount(1);
  await expect(read).toContainText('Diego Contreras');
  await expect(read).toContainText('Psicólogo');
  await expect(read).toContainText(PATIENT_NAME);
  await expect(read).toContainText('booking');
  await expect(read.getByRole('cell').first()).toHaveText(/^\d{2}-\d{2}-\d{4}, \d{2}:\d{2}:\d{2}$/);
  await expect(rows.locator('td:nth-child(3)').filter({ hasNotText: PATIENT_NAME })).toHaveCount(0);
  // The pointer left on 'Filtrar' would measure its hover shade; the page is checked as it rests.
  await page.mouse.move(0, 0);
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: 'docs/screenshots/admin-registro-accesos.png', fullPage: true });

  await page.getByLabel('Quién accedió').fill(psychologist.email);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(rows.filter({ hasNotText: 'Diego Contreras' })).toHaveCount(0);
  await expect(read).toHaveCount(1);
  await page.getByLabel('Quién accedió').fill('nadie-leyo@example.cl');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('No hay accesos registrados con estos filtros.')).toBeVisible();

  await page.getByLabel('Desde').fill('2026-12-31');
  await page.getByLabel('Hasta').fill('2026-01-01');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByLabel('Hasta')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('La fecha final no puede ser anterior a la inicial.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar' }).click();
  await expect(page.getByLabel('Persona')).toHaveValue('');
  await expect(rows.first()).toBeVisible();
});
