import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { auth, bookViaApi, freeSlot, registerPatient, requestBooking, type ApiSession, type FreeSlot } from './support/appointments.ts';
import { mailSaying } from './support/mail.ts';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { DEMO_PASSWORD, loginAs, submitLogin } from './support/shell-session.ts';
import { listedPsychologistViaApi } from './support/time-off.ts';

const everyDay = { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], startTime: '07:00', endTime: '23:00' };
const MINOR = 'La plataforma atiende solo a personas mayores de 18 años. Si eres menor de edad, la reserva debe hacerla tu madre, padre o tutor legal.';

/**
 * A psychologist of this test alone who works every day, so the first free slot is less than 24 hours away and a
 * questionnaire asked "before each session" falls due at once; and a new patient.
 */
async function newPatientAndPsychologist(request: APIRequestContext) {
  return { psychologist: await listedPsychologistViaApi(request, everyDay), patient: await registerPatient(request) };
}

/** Books the first free slot as it is now (a slot read earlier may have passed its booking notice since). */
async function bookFirstFreeSlot(request: APIRequestContext, patient: ApiSession, psychologist: ApiSession): Promise<FreeSlot> {
  const slot = await freeSlot(request, patient, psychologist.profileId);
  await bookViaApi(request, patient, psychologist.profileId, slot);
  return slot;
}

/** The patient's id as the psychologist's 'Mis Pacientes' gives it. */
async function patientIdFor(request: APIRequestContext, psychologist: ApiSession, patientEmail: string): Promise<number> {
  const response = await request.get('/api/appointments/psychologist_patients/', { headers: auth(psychologist), params: { search: patientEmail } });
  const listed = ((await response.json()) as { id: number; user: { email: string } }[]).find((entry) => entry.user.email === patientEmail);
  if (!listed) throw new Error(`${patientEmail} is not among the psychologist's patients`);
  return listed.id;
}

async function signedInPage(browser: Browser, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-CL', timezoneId: 'America/Santiago' });
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

test('a new patient fills the intake and books; the psychologist reads it and asks for PHQ-9 before every session; the patient answers from the mail on a phone; the psychologist sees the score on the chart', async ({ page, browser }) => {
  const { psychologist, patient } = await newPatientAndPsychologist(page.request);

  await loginAs(page, patient.email);
  await page.getByRole('navigation', { name: 'Paciente' }).getByRole('link', { name: 'Ficha de ingreso' }).click();
  const intake = page.getByRole('form', { name: 'Ficha de ingreso' });
  await intake.getByLabel('Motivo de consulta').fill('Ansiedad en el trabajo desde hace unos meses');
  await intake.getByRole('group', { name: '¿Has estado en terapia psicológica antes?' }).getByRole('radio', { name: 'No', exact: true }).check();
  const contact = intake.getByRole('group', { name: 'Contacto de emergencia' });
  await contact.getByLabel('Nombre').fill('Marta Pérez');
  await contact.getByLabel('Relación').fill('madre');
  await contact.getByLabel('Teléfono').fill('+56 9 8765 4321');
  await intake.getByText(/^He leído y acepto el Consentimiento informado/).click();
  await expect(intake.getByRole('checkbox', { name: /^He leído y acepto el Consentimiento informado/ })).toBeChecked();
  const minorBirthDate = `${new Date().getFullYear() - 16}-03-15`;
  await intake.getByLabel('Fecha de nacimiento').fill(minorBirthDate);
  await intake.getByRole('button', { name: 'Guardar ficha' }).click();
  await expect(intake.getByText(MINOR)).toBeVisible();
  // Refused as a minor, the patient cannot book either, for the same reason, until an adult birth date is saved.
  const refused = await requestBooking(page.request, patient, psychologist.profileId, await freeSlot(page.request, patient, psychologist.profileId));
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ code: 'forbidden', detail: MINOR });
  await intake.getByLabel('Fecha de nacimiento').fill('1990-03-15');
  await intake.getByRole('button', { name: 'Guardar ficha' }).click();
  await expect(page.getByText('Guardamos tu ficha de ingreso')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await bookFirstFreeSlot(page.request, patient, psychologist);

  const practice = await signedInPage(browser, psychologist.email);
  const patientId = await patientIdFor(page.request, psychologist, patient.email);
  await practice.goto(`/psicologo/dashboard/patients/${patientId}`);
  const intakeSection = practice.getByRole('region', { name: 'Ficha de ingreso' });
  await expect(intakeSection).toContainText('Ansiedad en el trabajo desde hace unos meses');
  await expect(intakeSection).toContainText('Marta Pérez');
  const assign = practice.getByRole('form', { name: 'Asignar cuestionario' });
  await assign.getByLabel('Cuestionario').selectOption({ label: 'PHQ-9' });
  await assign.getByLabel('Frecuencia').selectOption({ label: 'Antes de cada sesión' });
  await assign.getByRole('button', { name: 'Asignar' }).click();
  await expect(practice.getByText('PHQ-9 asignado', { exact: false })).toBeVisible();
  await expectNoAccessibilityViolations(practice);

  // The reminder goes out as the questionnaire falls due (24 hours before the session), and its link works after login.
  const reminder = await mailSaying(patient.email, 'Tienes un cuestionario pendiente (PHQ-9)');
  const link = /https?:\/\/\S+\/dashboard\/cuestionarios\S*/.exec(reminder)?.[0] ?? '';
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-CL', timezoneId: 'America/Santiago' });
  const phone = await phoneContext.newPage();
  await phone.goto(new URL(link).pathname);
  await expect(phone).toHaveURL(/\/login\?redirect=/);
  await submitLogin(phone, patient.email, DEMO_PASSWORD);
  await expect(phone).toHaveURL(/\/dashboard\/cuestionarios/);
  await phone.getByRole('article', { name: 'PHQ-9' }).getByRole('link', { name: 'Responder' }).click();

  // One question per screen; three answers, a reload, and the draft brings the patient back to the fourth.
  const answer = async (label: string) => {
    await phone.getByRole('radio', { name: label }).check();
    await phone.getByRole('button', { name: 'Siguiente' }).click();
  };
  await expect(phone.getByText('Pregunta 1 de 9')).toBeVisible();
  for (let item = 0; item < 3; item += 1) await answer('Más de la mitad de los días');
  await phone.reload();
  await expect(phone.getByText('Pregunta 4 de 9')).toBeVisible();
  for (let item = 3; item < 8; item += 1) await answer('Más de la mitad de los días');
  await expect(phone.getByText('Pregunta 9 de 9')).toBeVisible();
  await phone.getByRole('radio', { name: 'Ningún día' }).check();
  await phone.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'Puntaje: 16 de 27. Severidad: Moderadamente severa.' })).toBeVisible();
  await expect(phone.getByRole('alert').filter({ hasText: '4141' })).toHaveCount(0);
  await expectNoAccessibilityViolations(phone);

  await practice.reload();
  const progress = practice.getByRole('region', { name: 'Cuestionarios' });
  await expect(progress.getByRole('table')).toContainText('16');
  await expect(progress.getByRole('table')).toContainText('Moderadamente severa');
  await expect(progress.locator('svg').first()).toBeVisible();
  await practice.screenshot({ path: 'docs/screenshots/measures-patient-detail.png', fullPage: true });
  await phoneContext.close();
  await practice.context().close();
});

test('a patient who reports thoughts of self-harm sees where to get help first; the psychologist gets a mail naming no one, an alert on the home and a count in the bar until reviewed', async ({ page, browser }) => {
  const { psychologist, patient } = await newPatientAndPsychologist(page.request);
  const slot = await bookFirstFreeSlot(page.request, patient, psychologist);
  const patientId = await patientIdFor(page.request, psychologist, patient.email);
  const assigned = await page.request.post('/api/measures/assignments/', { headers: auth(psychologist), data: { patient: patientId, instrument: 'phq9', schedule: 'once' } });
  expect(assigned.status()).toBe(201);

  await loginAs(page, patient.email);
  await page.getByRole('navigation', { name: 'Paciente' }).getByRole('link', { name: 'Cuestionarios' }).click();
  await page.getByRole('article', { name: 'PHQ-9' }).getByRole('link', { name: 'Responder' }).click();
  const items = page.getByRole('form', { name: /PHQ-9/ }).getByRole('group');
  await expect(items).toHaveCount(9);
  for (let item = 0; item < 8; item += 1) await items.nth(item).getByRole('radio', { name: 'Ningún día' }).check();
  await items.nth(8).getByRole('radio', { name: 'Varios días' }).check();
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();

  const help = page.getByRole('alert').filter({ hasText: 'pide ayuda ahora' });
  await expect(help).toBeFocused();
  await expect(help.getByRole('link', { name: /4141/ })).toHaveAttribute('href', 'tel:4141');
  await expect(help.getByRole('link', { name: /600 360 7777/ })).toHaveAttribute('href', 'tel:6003607777');
  await expect(help.getByRole('link', { name: /131/ })).toHaveAttribute('href', 'tel:131');
  // Before anything else: the help lines sit above the score.
  const score = page.getByRole('status').filter({ hasText: 'Puntaje: 1 de 27' });
  await expect(score).toBeVisible();
  expect((await help.boundingBox())!.y).toBeLessThan((await score.boundingBox())!.y);
  await page.screenshot({ path: 'docs/screenshots/measures-safety-help.png', fullPage: true });
  await expectNoAccessibilityViolations(page);

  // The mail names no one and says nothing of the answer: only that a patient needs attention, and where to look.
  const alertMail = await mailSaying(psychologist.email, 'Un paciente necesita tu atención');
  expect(alertMail).toContain(`/psicologo/dashboard/patients/${patientId}`);
  expect(alertMail).not.toContain(patient.email);
  expect(alertMail).not.toMatch(/Prueba E2E|PHQ|pregunta/);

  // Where the psychologist looks first: the top of the home, and a count in the bar on every page.
  const practice = await signedInPage(browser, psychologist.email);
  await practice.goto('/psicologo/dashboard');
  const alerts = practice.getByTestId('safety-alerts');
  await expect(alerts.getByRole('link', { name: /Prueba E2E/ })).toHaveAttribute('href', `/psicologo/dashboard/patients/${patientId}`);
  await expect(alerts.getByRole('link', { name: /4141/ })).toHaveAttribute('href', 'tel:4141');
  const count = practice.getByRole('link', { name: '1 alerta de seguridad sin revisar' });
  await expect(count).toBeVisible();
  await expectNoAccessibilityViolations(practice);
  // On a phone too: the count beside the menu, and the help lines a tap to call.
  const phone = await signedInPage(browser, psychologist.email, { width: 390, height: 844 });
  await phone.goto('/psicologo/dashboard');
  await expect(phone.getByRole('link', { name: '1 alerta de seguridad sin revisar' })).toBeVisible();
  await expect(phone.getByTestId('safety-alerts').getByRole('link', { name: /600 360 7777/ })).toHaveAttribute('href', 'tel:6003607777');
  await phone.context().close();
  await practice.goto(`/psicologo/dashboard/schedule?date=${slot.date}`);
  await expect(practice.getByTestId(`agenda-day-${slot.date}`).getByTestId('agenda-safety-flag')).toBeVisible();
  await expect(count).toBeVisible();
  await practice.goto('/psicologo/dashboard');
  await alerts.getByRole('button', { name: 'Marcar como revisado' }).click();
  await expect(alerts).toHaveCount(0);
  await expect(count).toHaveCount(0);
  await practice.goto(`/psicologo/dashboard/patients/${patientId}`);
  await expect(practice.getByRole('region', { name: 'Cuestionarios' }).getByRole('table')).toContainText('Mínima');
  await expect(practice.getByTestId('safety-flag')).toHaveCount(0);
  await practice.goto(`/psicologo/dashboard/schedule?date=${slot.date}`);
  await expect(practice.getByTestId(`agenda-day-${slot.date}`).getByTestId('agenda-latest-measures')).toContainText('PHQ-9: 1 · Mínima');
  await expect(practice.getByTestId('agenda-safety-flag')).toHaveCount(0);
  await practice.context().close();
});
