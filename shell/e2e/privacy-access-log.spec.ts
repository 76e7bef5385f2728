import { expect, test } from '@playwright/test';
import { apiLogin, auth, bookViaApi, freeSlot, registerPatient, uploadProofViaApi } from './support/appointments.ts';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { openPrivacyTab } from './support/privacy.ts';
import { loginAs } from './support/shell-session.ts';

// Only this file books with this demo psychologist.
const PSYCHOLOGIST = { email: 'benjamin.torres@e-mind.cl', name: /Benjamín Torres/ };

test("a patient sees the psychologist's read of their record, and cannot delete the account while a paid session is ahead", async ({ page }) => {
  test.setTimeout(120_000);
  const patient = await registerPatient(page.request);
  const psychologist = await apiLogin(page.request, PSYCHOLOGIST.email);
  const slot = await freeSlot(page.request, patient, psychologist.profileId);
  const booked = await bookViaApi(page.request, patient, psychologist.profileId, slot);
  await uploadProofViaApi(page.request, patient, booked.id);

  const list = await page.request.get('/api/appointments/psychologist_patients/', { headers: auth(psychologist), params: { search: patient.email } });
  const listed = ((await list.json()) as { id: number; user: { email: string } }[]).find((entry) => entry.user.email === patient.email);
  expect(listed, 'the booked patient is in the psychologist list').toBeTruthy();
  const opened = await page.request.get(`/api/appointments/psychologist_patients/${listed!.id}/`, { headers: auth(psychologist) });
  expect(opened.status()).toBe(200);

  await loginAs(page, patient.email);
  await openPrivacyTab(page, '/dashboard');
  const section = page.getByRole('region', { name: 'Quién ha visto mis datos' });
  const read = section.getByRole('row').filter({ hasText: 'Ficha de paciente' });
  await expect(read).toHaveCount(1);
  await expect(read).toContainText(PSYCHOLOGIST.name);
  await expect(read).toContainText('Psicólogo');
  await expect(read.getByRole('cell').first()).toHaveText(/^\d{2}-\d{2}-\d{4}, \d{2}:\d{2}:\d{2}$/);
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
