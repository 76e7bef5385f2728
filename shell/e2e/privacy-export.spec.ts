import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { registerPatient } from './support/appointments.ts';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { openPrivacyTab } from './support/privacy.ts';
import { loginAs } from './support/shell-session.ts';

test('a patient requests their data, it becomes ready, and the ZIP opens with datos.json and resumen.html', async ({ page }) => {
  test.setTimeout(120_000);
  const patient = await registerPatient(page.request);
  await loginAs(page, patient.email);
  await openPrivacyTab(page, '/dashboard');

  await expect(page.getByRole('heading', { name: 'Consentimientos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Términos y Condiciones' })).toBeVisible();
  await expect(page.getByText('Nadie más ha visto tus datos.')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Solicitar mis datos' }).click();
  await expect(page.getByText(/Recibimos tu solicitud/)).toBeVisible();
  // The request is listed at once: still being prepared, or already ready when the 500 ms jobs were quicker than the list.
  await expect(page.getByText(/^(En preparación|Lista para descargar)$/)).toBeVisible();
  // The jobs run every 500 ms here; the section asks again every 5 s.
  await expect(page.getByText('Lista para descargar')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Disponible hasta el/)).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/privacy-patient.png', fullPage: true });
  await expectNoAccessibilityViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^e-mind-datos-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await download.path();
  const files = unzipSync(new Uint8Array(await readFile(path)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['datos.json', 'resumen.html']));
  const data = JSON.parse(strFromU8(files['datos.json']!)) as Record<string, unknown>;
  expect(data).toMatchObject({ formato: 'e-mind/datos v1' });
  expect(JSON.stringify(data)).toContain(patient.email);
  expect(strFromU8(files['resumen.html']!)).toContain('<html');
});
