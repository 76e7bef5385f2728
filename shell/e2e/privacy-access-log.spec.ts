import { expect, test } from '@playwright/test';
import { apiLogin, auth, bookViaApi, freeSlot, registerPatient, uploadProofViaApi } from './support/appointments.ts';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { openPrivacyTab } from './support/privacy.ts';
import { loginAs } from './support/shell-session.ts';

// Only this file books with this demo psychologist.
const PSYCHOLOGIST = { email: 'benjamin.torres@e-mind.cl', name: /Benjamín Torres/ };

test("a patient sees the psychologist's reads grouped by reader and kind (the record, the list read twice as one line), and cannot delete the account while a paid session is ahead", async ({ page }) => {
  test.setTimeout(120_000);
  const patient = await registerPatient(page.request);
  const psychologist = await apiLogin(page.request, PSYCHOLOGIST.email);
  const slot = await freeSlot(page.request, patient, psychologist.profileId);
  const booked = await bookViaApi(page.request, patient, psychologist.profileId, slot);
  await uploadProofViaApi(page.request, patient, booked.id);

  const listPatients = () => page.request.get('/api/appointments/psychologist_patients/', { headers: auth(psychologist), params: { search: patient.email } });
  await listPatients();
  const list = await listPatients();
  const inList = ((await list.json()) as { id: number; user: { email: string } }[]).find((entry) => entry.user.email === patient.email);
  expect(inList, 'the booked patient is in the psychologist list').toBeTruthy();
  const opened = await page.request.get(`/api/appointments/psychologist_patients/${inList!.id}/`, { headers: auth(psychologist) });
  expect(opened.status()).toBe(200);

  await loginAs(page, patient.email);
  await openPrivacyTab(page, '/dashboard');
  const section = page.getByRole('region', { name: 'Quién ha visto mis datos' });
  const lines = section.getByRole('list', { name: 'Accesos registrados' }).getByRole('listitem');
  const record = lines.filter({ hasText: 'vio tu ficha de paciente' });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(PSYCHOLOGIST.name);
  await expect(record).toContainText(/\(Psic[óo]log[oa] Cl[íi]nic[oa]|Profesional en Psicología Clínica\) vio tu ficha de paciente/);
  await expect(record).toContainText(/1 vez · \d{1,2} [a-z]{3}/);
  // Two reads of the list are one line (and, within the hour, one time).
  await expect(lines.filter({ hasText: PSYCHOLOGIST.name }).filter({ hasText: 'vio tus datos en una lista de pacientes' })).toHaveCount(1);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
  await dialog.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
  await dialog.getByText('Entiendo lo que ocurre y quiero eliminar mi cuenta').click();
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(dialog.getByText(/No puedes eliminar tu cuenta/)).toBeVisible();
  await expect(dialog.getByText(new RegExp(`${slot.start_time} — .*Benjamín Torres`))).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Ir a Mis Citas' })).toHaveAttribute('href', '/dashboard/appointments');
  await expectNoAccessibilityViolations(page);
  await expect(page).toHaveURL('/dashboard/profile');
});
