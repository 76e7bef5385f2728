import { expect, test } from '@playwright/test';
import { apiLogin, auth, bookViaApi, freeSlot, outboxMails, registerPatient, uploadProofViaApi } from './support/appointments.ts';
import { demo, loginAs } from './support/shell-session.ts';

const NOTE = `Nota clínica confidencial ${Date.now()}`;

test("the admin sees a patient's appointment figures, the payments to verify and the weekly bookings, never a psychologist's note", async ({ page }) => {
  const patient = await registerPatient(page.request);
  const psychologist = await apiLogin(page.request, 'catalina.soto@e-mind.cl');
  const first = await bookViaApi(page.request, patient, psychologist.profileId, await freeSlot(page.request, patient, psychologist.profileId, 2));
  await bookViaApi(page.request, patient, psychologist.profileId, await freeSlot(page.request, patient, psychologist.profileId, 3));
  await uploadProofViaApi(page.request, patient, first.id);
  const noted = await page.request.patch(`/api/appointments/${first.id}/add-notes/`, { headers: auth(psychologist), data: { psychologist_notes: NOTE } });
  expect(noted.status()).toBe(200);

  await loginAs(page, demo.admin);
  const payments = page.getByTestId('payments-to-verify');
  await expect(payments.getByRole('heading', { name: 'Pagos por verificar' })).toBeVisible();
  await expect(payments.getByText(/^[1-9]\d*$/)).toBeVisible();
  await expect(payments.getByRole('link', { name: 'Ir a pagos →' })).toHaveAttribute('href', '/admin/dashboard/payments');
  const bookings = page.getByTestId('weekly-bookings');
  await expect(bookings.getByRole('img', { name: 'Gráfico de reservas por semana: plataforma y psicólogos' })).toBeVisible();
  await expect(bookings.getByText(/^[1-9]\d* reservas en las últimas 12 semanas$/)).toBeVisible();
  await expect(bookings.getByRole('table', { name: /Reservas por semana/ }).getByRole('row')).toHaveCount(13);
  await page.screenshot({ path: 'docs/screenshots/admin-home.png', fullPage: true });

  await page.getByRole('navigation', { name: 'Administrador' }).getByRole('link', { name: 'Pacientes' }).click();
  await page.getByLabel('Buscar paciente').fill(patient.email);
  const row = page.getByTestId('patient-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(-2)).toHaveText('2');
  await expect(row).not.toContainText('Sin cita programada');
  await expect(page.locator('body')).not.toContainText(NOTE);

  await page.getByRole('navigation', { name: 'Administrador' }).getByRole('link', { name: 'Pagos', exact: true }).click();
  await expect(page.getByText(first.code).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText(NOTE);

  const admin = await apiLogin(page.request, demo.admin);
  for (const url of [
    '/api/appointments/admin-payment-verification/',
    `/api/profiles/admin/patients/${patient.profileId}/`,
    '/api/profiles/admin/patients/',
  ]) {
    const body = await (await page.request.get(url, { headers: auth(admin) })).text();
    expect(body).not.toContain(NOTE);
    expect(body).not.toContain('psychologist_notes');
  }
  const own = await (await page.request.get('/api/appointments/client-appointments/', { headers: auth(patient) })).text();
  expect(own).toContain(first.code);
  expect(own).not.toContain(NOTE);
  expect((await outboxMails()).some((mail) => mail.includes(NOTE))).toBe(false);
});
