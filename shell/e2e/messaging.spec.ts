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
