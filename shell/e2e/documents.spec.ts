import { demoPdf } from '../../libs/demo-data/src/files.ts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { bookViaApi, freeSlot, registerPatient } from './support/appointments.ts';
import { downloadOf, pdfText } from './support/billing.ts';
import { DEMO_PASSWORD, loginAs } from './support/shell-session.ts';
import { listedPsychologistViaApi } from './support/time-off.ts';

const everyDay = { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], startTime: '07:00', endTime: '23:00' };

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-CL', timezoneId: 'America/Santiago', acceptDownloads: true });
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

test('the psychologist shares a document asking for a signature; the patient signs it and downloads the signed copy', async ({ browser, request }) => {
  test.slow(); // two people's screens, three accessibility scans and two PDFs read back, on a loaded machine
  const psychologist = await listedPsychologistViaApi(request, everyDay);
  const patient = await registerPatient(request);
  await bookViaApi(request, patient, psychologist.profileId, await freeSlot(request, patient, psychologist.profileId));

  const therapist = await signedInPage(browser, psychologist.email);
  await therapist.goto('/psicologo/dashboard/mensajes');
  const share = therapist.getByRole('form', { name: 'Compartir un documento' });
  await expect(share).toBeVisible();
  await share.getByLabel('Paciente').selectOption({ label: 'Prueba E2E' });
  await share.getByLabel('Título').fill('Acuerdo terapéutico');
  await share.getByLabel(/Documento \(PDF/).setInputFiles({ name: 'acuerdo.pdf', mimeType: 'application/pdf', buffer: demoPdf('Acuerdo terapeutico de prueba') });
  await share.getByText('Requiere firma').click();
  await share.getByRole('button', { name: 'Compartir documento' }).click();
  const shared = therapist.getByRole('listitem', { name: 'Acuerdo terapéutico' });
  await expect(shared.getByText('Pendiente de firma')).toBeVisible();
  await expect(shared.getByText(/Para Prueba E2E/)).toBeVisible();
  await expectNoAccessibilityViolations(therapist);

  const page = await signedInPage(browser, patient.email);
  await page.goto('/dashboard/mensajes');
  const item = page.getByRole('listitem', { name: 'Acuerdo terapéutico' });
  await expect(item.getByText('Pendiente de firma')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  const original = await downloadOf(page, item.getByRole('button', { name: 'Descargar original' }));
  expect(await pdfText(original.bytes)).toContain('Acuerdo terapeutico de prueba');

  await item.getByRole('button', { name: 'Firmar' }).click();
  const dialog = page.getByRole('dialog', { name: /Firmar/ });
  await dialog.getByLabel('Tu nombre completo').fill('Prueba E2E');
  await dialog.getByLabel('Tu contraseña').fill('NoEsLaClave1!');
  await dialog.getByRole('button', { name: 'Firmar' }).click();
  await expect(dialog.getByText('La contraseña no es correcta.')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await dialog.getByLabel('Tu contraseña').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Firmar' }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByText(/^Firmado el /)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Firmar' })).toHaveCount(0);

  const signed = await downloadOf(page, item.getByRole('button', { name: 'Descargar copia firmada' }));
  expect(signed.name).toBe('acuerdo-terapeutico-firmado.pdf');
  const text = await pdfText(signed.bytes);
  expect(text).toContain('Acuerdo terapeutico de prueba');
  expect(text).toContain('Constancia de firma');
  expect(text).toContain('Firmado por: Prueba E2E');
  expect(text).toMatch(/SHA-256 del documento: [0-9a-f]{64}/);
  expect(text).toMatch(/Fecha y hora: \d{2}-\d{2}-\d{4}, \d{2}:\d{2}:\d{2} \(hora de Chile\)/);

  // The psychologist sees it signed and downloads the same copy.
  await therapist.reload();
  await expect(shared.getByText(/^Firmado el /)).toBeVisible();
  const theirs = await downloadOf(therapist, shared.getByRole('button', { name: 'Descargar copia firmada' }));
  expect(theirs.bytes.equals(signed.bytes)).toBe(true);
});
