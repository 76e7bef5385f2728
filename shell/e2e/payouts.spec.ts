import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { auth, registerPatient } from './support/appointments.ts';
import { bookAndPayByCard, refundsOf } from './support/card-payments.ts';
import { demo, loginAs } from './support/shell-session.ts';
import { listedPsychologistViaApi } from './support/time-off.ts';

/** Slots every day from 08:00 to 20:00: the first ones offered are always within 48 hours (the late window below). */
const everyDay = { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], startTime: '08:00', endTime: '20:00' };

test("an admin makes a payout batch with a card-paid later session's psychologist, downloads the nómina and marks it paid", async ({ page, browser }) => {
  test.slow(); // two card payments, a refund by the job, and three people's screens on a loaded machine
  const psychologist = await listedPsychologistViaApi(page.request, everyDay);
  const policy = await page.request.put('/api/booking/cancellation-policy/', {
    headers: auth(psychologist), data: { free_cancellation_hours: 48, late_cancellation_refund_percent: 50 },
  });
  expect(policy.status()).toBe(200);
  const patient = await registerPatient(page.request);

  // The first session with a new patient stays the platform's; the second is the psychologist's.
  expect((await bookAndPayByCard(page, patient, psychologist.profileId)).is_first_appointment).toBe(true);
  const later = await bookAndPayByCard(page, patient, psychologist.profileId);
  expect(later.is_first_appointment).toBe(false);

  // Cancelled inside the 48-hour window of a 50 % policy: the job refunds half through Transbank's refund call, no one
  // involved; the half kept is what the platform owes the psychologist.
  const cancelled = await page.request.patch(`/api/appointments/${later.id}/cancel/`, { headers: auth(patient), data: {} });
  expect(cancelled.status()).toBe(200);
  await expect.poll(() => refundsOf(page.request, patient, later.id), { timeout: 30_000 }).toEqual([expect.objectContaining({ amount: 10_000, status: 'DONE' })]);

  await page.goto('/');
  await loginAs(page, demo.admin);
  await page.goto('/admin/dashboard/pagos-psicologos');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos a psicólogos' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administrador' }).first().getByRole('link', { name: 'Pagos a psicólogos' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const made = page.waitForResponse((response) => response.url().endsWith('/api/admin/payouts/') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Crear lote' }).click();
  const batch = (await (await made).json()) as { id: number };
  const reference = `EMIND-P${batch.id}-${psychologist.profileId}`;
  const row = page.getByRole('table', { name: 'Transferencias del lote' }).getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('$10.000');
  await expect(row).toContainText('(1 sesión)');
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: 'docs/screenshots/payouts-batch.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar nómina (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`nomina-pagos-${batch.id}.csv`);
  const csv = (await readFile(await file.path())).toString('utf8');
  // Cells separated by ';', as Excel set to Chilean Spanish opens them (server-kit csvFile).
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('RUT;Nombre;Banco;Tipo de cuenta;Número de cuenta;Monto;Correo;Referencia');
  expect(csv.split('\r\n').find((line) => line.endsWith(`;${reference}`))).toContain(';10000;');

  await page.getByRole('button', { name: 'Marcar pagado' }).click();
  await expect(page.getByRole('table', { name: 'Lotes de pago' }).getByRole('row').filter({ hasText: `N° ${batch.id}` })).toContainText('Pagado el');

  // 'Mis ingresos': the psychologist sees the transfer.
  const psychologistContext = await browser.newContext();
  const psychologistPage = await psychologistContext.newPage();
  await loginAs(psychologistPage, psychologist.email);
  await psychologistPage.goto('/psicologo/dashboard/ingresos');
  const transfers = psychologistPage.getByRole('table', { name: 'Transferencias de e-mind' });
  await expect(transfers.getByRole('row').filter({ hasText: `N° ${batch.id}` })).toContainText('$10.000');
  await expect(transfers.getByRole('row').filter({ hasText: `N° ${batch.id}` })).toContainText('Pagado el');
  await expectNoAccessibilityViolations(psychologistPage);
  await psychologistContext.close();
});
