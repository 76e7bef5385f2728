import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { bookViaApi, freeSlot, registerPatient } from './support/appointments.ts';
import { loginAs } from './support/shell-session.ts';
import { listedPsychologistViaApi } from './support/time-off.ts';

const everyDay = { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], startTime: '07:00', endTime: '23:00' };

async function signedInPage(browser: Browser, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-CL', timezoneId: 'America/Santiago' });
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

test('a patient writes, the psychologist sees it live with the badge and answers, the patient sees the answer and then Visto', async ({ browser, request }) => {
  // Accounts of this test alone: a psychologist who works every day and a new patient with a session booked.
  const psychologist = await listedPsychologistViaApi(request, everyDay);
  const patient = await registerPatient(request);
  await bookViaApi(request, patient, psychologist.profileId, await freeSlot(request, patient, psychologist.profileId));

  const therapist = await signedInPage(browser, psychologist.email);
  await therapist.goto('/psicologo/dashboard/mensajes');
  await expect(therapist.getByRole('heading', { name: 'Mensajes' })).toBeVisible();
  await therapist.getByLabel(/Horario en que respondes/).fill('Lunes a viernes, de 9:00 a 18:00');
  await therapist.getByRole('button', { name: 'Guardar' }).click();
  await expect(therapist.getByText('Horario guardado.')).toBeVisible();
  await expectNoAccessibilityViolations(therapist);

  const phone = await signedInPage(browser, patient.email, { width: 390, height: 844 });
  await phone.goto('/dashboard/mensajes');
  await expect(phone.getByText(/no se leen a toda hora/)).toBeVisible();
  await expect(phone.getByRole('link', { name: /Salud Responde/ })).toHaveAttribute('href', 'tel:6003607777');
  await expect(phone.getByText('Horario en que responde: Lunes a viernes, de 9:00 a 18:00')).toBeVisible();
  await phone.getByLabel('Tu mensaje').fill('¿Podemos mover el jueves?');
  // The draft survives a reload.
  await phone.reload();
  await expect(phone.getByLabel('Tu mensaje')).toHaveValue('¿Podemos mover el jueves?');
  await expectNoAccessibilityViolations(phone);
  await therapist.goto('/psicologo/dashboard');
  await phone.getByRole('button', { name: 'Enviar' }).click();
  await expect(phone.getByLabel('Tu mensaje')).toHaveValue('');

  // The psychologist's home and bar count it until the conversation is read.
  await therapist.reload();
  await expect(therapist.getByTestId('nav-message-count')).toHaveText(/1/);
  await expect(therapist.getByTestId('home-unread-messages')).toContainText('1 mensaje sin leer');
  await therapist.getByTestId('home-unread-messages').click();
  await expect(therapist.getByText('¿Podemos mover el jueves?')).toBeVisible();
  await expect(therapist.getByTestId('nav-message-count')).toHaveCount(0);

  // Both pages open: a new message appears live on the other's.
  await phone.getByLabel('Tu mensaje').fill('Gracias.');
  await phone.getByRole('button', { name: 'Enviar' }).click();
  await expect(therapist.getByText('Gracias.', { exact: true })).toBeVisible();
  await therapist.getByLabel('Tu mensaje').fill('Sí, te propongo el viernes a las 10.');
  await therapist.getByRole('button', { name: 'Enviar' }).click();

  // The patient's page gets the answer live, and 'Visto' under their own message.
  await expect(phone.getByText('Sí, te propongo el viernes a las 10.')).toBeVisible();
  await expect(phone.getByText(/Visto/)).toBeVisible();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e6e0e50000000049454e44ae426082', 'hex',
);

/** Clicks a message's file and answers the bytes the browser saved. */
async function downloadOf(page: Page, name: RegExp): Promise<{ fileName: string; bytes: Buffer }> {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const download = await saved;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { fileName: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

test("an attachment goes both ways ('Enviar mensaje' from the patient's detail), and the unread badge counts it and clears", async ({ browser, request }) => {
  const psychologist = await listedPsychologistViaApi(request, everyDay);
  const patient = await registerPatient(request);
  await bookViaApi(request, patient, psychologist.profileId, await freeSlot(request, patient, psychologist.profileId));

  // The patient, on a phone, sends a PDF with a line of text; a file that is not a PDF, JPEG or PNG is refused at once.
  const phone = await signedInPage(browser, patient.email, { width: 390, height: 844 });
  await phone.goto('/dashboard/mensajes');
  await phone.getByLabel(/Adjuntar archivo/).setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(phone.getByText('El archivo debe ser un PDF, JPEG o PNG.')).toBeVisible();
  await phone.getByLabel(/Adjuntar archivo/).setInputFiles({ name: 'tarea-semana-1.pdf', mimeType: 'application/pdf', buffer: PDF });
  await phone.getByLabel('Tu mensaje').fill('Te envío la tarea.');
  await phone.getByRole('button', { name: 'Enviar' }).click();
  await expect(phone.getByRole('button', { name: /Descargar tarea-semana-1\.pdf \(1 KB\)/ })).toBeVisible();
  await expectNoAccessibilityViolations(phone);

  // The psychologist's bar counts it; they open the conversation from the patient's page and the count clears.
  const therapist = await signedInPage(browser, psychologist.email);
  await therapist.goto('/psicologo/dashboard');
  await expect(therapist.getByTestId('nav-message-count')).toHaveText(/1/);
  await therapist.goto(`/psicologo/dashboard/patients/${patient.profileId}`);
  await therapist.getByRole('link', { name: 'Enviar mensaje' }).click();
  await expect(therapist.getByText('Te envío la tarea.')).toBeVisible();
  await expect(therapist.getByTestId('nav-message-count')).toHaveCount(0);
  const received = await downloadOf(therapist, /Descargar tarea-semana-1\.pdf/);
  expect(received.fileName).toBe('tarea-semana-1.pdf');
  expect(received.bytes.equals(PDF)).toBe(true);

  // A PNG back, alone: it appears live on the phone, which downloads the same bytes.
  await therapist.getByLabel(/Adjuntar archivo/).setInputFiles({ name: 'pauta.png', mimeType: 'image/png', buffer: PNG });
  await therapist.getByRole('button', { name: 'Enviar' }).click();
  await expect(therapist.getByRole('button', { name: /Descargar pauta\.png/ })).toBeVisible();
  await expectNoAccessibilityViolations(therapist);
  await expect(phone.getByRole('button', { name: /Descargar pauta\.png/ })).toBeVisible();
  const back = await downloadOf(phone, /Descargar pauta\.png/);
  expect(back.fileName).toBe('pauta.png');
  expect(back.bytes.equals(PNG)).toBe(true);
});
