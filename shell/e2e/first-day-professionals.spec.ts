import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { apiLogin, bookViaApi, registerPatient, uploadProofViaApi } from './support/appointments.ts';
import { completeOnboardingViaApi, registerPsychologist } from './support/psychologist-onboarding.ts';
import { demo, loginAs, uniqueEmail } from './support/shell-session.ts';
import {
  confirmedVideoSession, freeSlotFrom, launchWithFakeMedia, mediaActivity, VIDEO_PSYCHOLOGIST, videoContext,
} from './support/video-session.ts';

/** In the viewport as the page stands (nothing scrolls it) and the topmost thing at its centre: no sticky bar over it. */
async function expectSeenWithoutScrolling(page: Page, target: Locator): Promise<void> {
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await expect(target).toBeInViewport({ ratio: 1 });
  const onTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(onTop, 'nothing covers it').toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
}

test.describe('the video room holds together', () => {
  test("the psychologist sees 'Admitir' at 1280 × 800 without scrolling, the room names her 'Psicóloga', and both can leave and come back", async ({ page: setup }, testInfo) => {
    test.setTimeout(240_000);
    const { patient, appointmentId } = await confirmedVideoSession(setup.request);
    const browser = await launchWithFakeMedia(testInfo);
    try {
      const patientPage = await (await videoContext(browser, testInfo, { width: 390, height: 844 })).newPage();
      const psychologistPage = await (await videoContext(browser, testInfo, { width: 1280, height: 800 })).newPage();

      await loginAs(patientPage, patient.email);
      await patientPage.goto(`/sesion/${appointmentId}`);
      await patientPage.getByRole('button', { name: 'Entrar' }).click();
      await expect(patientPage.getByText('Psicóloga Valentina Rojas Pérez te admitirá en unos momentos.')).toBeVisible();
      await expect(patientPage.getByText(/Tu psicólogo/)).toHaveCount(0);
      await patientPage.screenshot({ path: 'docs/screenshots/sesion-sala-espera-despues.png', fullPage: true });
      await expectNoAccessibilityViolations(patientPage);

      await loginAs(psychologistPage, VIDEO_PSYCHOLOGIST);
      // A psychologist's read of the appointment goes to the patient's access log: entering the room makes none.
      const appointmentReads: string[] = [];
      psychologistPage.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(`/api/appointments/${appointmentId}/`)) appointmentReads.push(request.url());
      });
      await psychologistPage.goto(`/sesion/${appointmentId}`);
      await psychologistPage.getByRole('button', { name: 'Entrar' }).click();
      await expect(psychologistPage.getByTestId('patient-waiting')).toContainText('Tu paciente está en la sala de espera.');
      await expectSeenWithoutScrolling(psychologistPage, psychologistPage.getByRole('button', { name: 'Admitir' }));
      await psychologistPage.screenshot({ path: 'docs/screenshots/sesion-admitir-1280x800-despues.png' });
      await expectNoAccessibilityViolations(psychologistPage);

      // Leaving is not ending: the psychologist steps out and back in, the patient still waits.
      await psychologistPage.getByRole('button', { name: 'Salir de la sesión' }).click();
      await expect(psychologistPage.getByRole('heading', { name: 'Saliste de la sesión' })).toBeVisible();
      await expectNoAccessibilityViolations(psychologistPage);
      await psychologistPage.getByRole('button', { name: 'Volver a entrar' }).click();
      await psychologistPage.getByRole('button', { name: 'Entrar' }).click();
      await psychologistPage.getByRole('button', { name: 'Admitir' }).click();
      await expect(patientPage.locator('video[aria-label="Psicóloga Valentina Rojas Pérez"]')).toBeVisible();

      await patientPage.getByRole('button', { name: 'Salir de la sesión' }).click();
      await expect(patientPage.getByRole('heading', { name: 'Saliste de la sesión' })).toBeVisible();
      await expect(psychologistPage.getByText(/aún no ha llegado/)).toBeVisible();
      expect(appointmentReads).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test("the patient's page opens by itself when the room opens, without a reload", async ({ page: setup }, testInfo) => {
    const { patient, appointmentId } = await confirmedVideoSession(setup.request);
    const browser = await launchWithFakeMedia(testInfo);
    try {
      const page = await (await videoContext(browser, testInfo, { width: 390, height: 844 })).newPage();
      await loginAs(page, patient.email);
      // The room opens 4 days ahead in this run, so a real opening cannot be waited for: the first answer is moved to
      // "opens in 10 seconds" (long enough for the checks below on a loaded machine); every later read is the server's own (open).
      let firstRead = true;
      await page.route(`**/api/sessions/${appointmentId}/`, async (route) => {
        if (!firstRead) return route.continue();
        firstRead = false;
        const real = (await (await route.fetch()).json()) as Record<string, unknown>;
        await route.fulfill({ json: { ...real, state: 'early', opens_at: new Date(Date.now() + 10_000).toISOString() } });
      });
      await page.goto(`/sesion/${appointmentId}`);
      await expect(page.getByText('La sala aún no está abierta')).toBeVisible();
      expect(await mediaActivity(page)).toEqual({ connections: 0, cameraRequests: 0 });
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
      await expectNoAccessibilityViolations(page);

      await expect(page.getByRole('heading', { name: 'Antes de entrar' })).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    } finally {
      await browser.close();
    }
  });
});

/** The psychologist's agenda on the session's day, with its details drawer open. */
async function openAgendaDrawer(page: Page, date: string, startTime: string): Promise<Locator> {
  await page.goto(`/psicologo/dashboard/schedule?date=${date}`);
  await page.getByRole('button', { name: new RegExp(`^Prueba E2E, ${startTime}`) }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Detalles de la Cita' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('clinical notes are never lost and never misdescribed', () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`at ${viewport.width} px: saving confirms, closing over unsaved notes asks first, and the drawer says what the law gives the patient`, async ({ page }) => {
      const { slot } = await confirmedVideoSession(page.request);
      await page.setViewportSize(viewport);
      await loginAs(page, VIDEO_PSYCHOLOGIST);
      const drawer = await openAgendaDrawer(page, slot.date, slot.start_time);
      await expect(drawer).toContainText('por ley (Ley 20.584) puede pedir una copia de su ficha');
      await expect(drawer).not.toContainText('no tiene acceso');

      const notes = drawer.getByLabel('Notas privadas');
      await notes.fill('Primera sesión: motivo de consulta, ansiedad laboral.');
      await expect(drawer.getByText('Cambios sin guardar')).toBeVisible();
      await drawer.getByRole('button', { name: 'Guardar notas' }).click();
      await expect(drawer.getByRole('status').filter({ hasText: /^Notas guardadas a las \d\d:\d\d$/ })).toBeVisible();

      await notes.fill('Primera sesión: motivo de consulta, ansiedad laboral. Tarea: registro de pensamientos.');
      if (viewport.width === 1280) await page.screenshot({ path: 'docs/screenshots/agenda-notas-despues.png' });
      await expectNoAccessibilityViolations(page);
      await page.keyboard.press('Escape');
      const ask = page.getByRole('alertdialog', { name: '¿Cerrar sin guardar las notas?' });
      await expect(ask).toBeVisible();
      if (viewport.width === 1280) await page.screenshot({ path: 'docs/screenshots/agenda-notas-sin-guardar.png' });
      await expectNoAccessibilityViolations(page);
      await ask.getByRole('button', { name: 'Cancelar' }).click();
      await expect(notes).toHaveValue(/Tarea: registro de pensamientos\.$/);
      await drawer.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sin guardar' }).click();
      await expect(drawer).toBeHidden();

      // What was saved stays; what was discarded is gone.
      const reopened = await openAgendaDrawer(page, slot.date, slot.start_time);
      await expect(reopened.getByLabel('Notas privadas')).toHaveValue('Primera sesión: motivo de consulta, ansiedad laboral.');
    });
  }
});

test.describe('no button that can only fail', () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`at ${viewport.width} px: a first session's payment offers its psychologist no 'Verificar pago'`, async ({ page }) => {
      const patient = await registerPatient(page.request);
      const psychologist = await apiLogin(page.request, VIDEO_PSYCHOLOGIST);
      const booked = await bookViaApi(page.request, patient, psychologist.profileId, await freeSlotFrom(page.request, patient, psychologist.profileId));
      await uploadProofViaApi(page.request, patient, booked.id);
      expect(booked.is_first_appointment).toBe(true);

      await page.setViewportSize(viewport);
      await loginAs(page, VIDEO_PSYCHOLOGIST);
      await page.goto('/psicologo/dashboard/payments');
      const row = page.getByTestId('payment-row').filter({ hasText: booked.code });
      await expect(row).toContainText('Requiere validación de admin');
      await expect(row.getByRole('button', { name: 'Ver detalle' })).toBeVisible();
      await expect(row.getByRole('button', { name: 'Verificar pago' })).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
    });
  }

  test('the admin is warned before verifying a psychologist whose documents are not all approved, and previews them in the page', async ({ page }) => {
    const psychologist = await registerPsychologist(page.request, { email: uniqueEmail('verifica'), firstName: 'Vera', lastName: 'Documentos' });
    await completeOnboardingViaApi(page.request, psychologist, { specialties: ['Psicoanálisis'], interventions: ['Ansiedad'], price: 12000 });
    await loginAs(page, demo.admin);
    await page.goto(`/admin/dashboard/psychologists/${psychologist.profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vera Documentos' })).toBeVisible();
    await expect(page.getByText('09:00 – 17:00').first()).toBeVisible();
    await expect(page.getByText(/\b(AM|PM)\b/)).toHaveCount(0);

    const certificate = page.getByRole('listitem', { name: /Registro Nacional de Prestadores/ });
    await certificate.getByRole('button', { name: 'Ver documento' }).click();
    const frame = certificate.locator('iframe[title^="Vista previa"]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /^blob:/);
    await certificate.getByRole('button', { name: 'Aprobar' }).click();
    await expect(certificate).toContainText('Aprobado');

    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask.getByText('No todos sus documentos están aprobados')).toBeVisible();
    await expect(ask.getByRole('listitem')).toHaveText([
      'Cédula de identidad: Pendiente de revisión',
      'Título profesional o certificado de especialidad: Pendiente de revisión',
      'Video de presentación: Pendiente de revisión',
    ]);
    await page.screenshot({ path: 'docs/screenshots/admin-verificar-advertencia.png' });
    await expectNoAccessibilityViolations(page);
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::div[contains(@class,"chakra-card__body")]')).toContainText('Documentos entregados');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAccessibilityViolations(page);
  });
});

test("the schedule editor and its summary use Chile's 24-hour clock", async ({ page }) => {
  const psychologist = await registerPsychologist(page.request, { email: uniqueEmail('horario'), firstName: 'Horacio', lastName: 'Reloj' });
  await completeOnboardingViaApi(page.request, psychologist, { specialties: ['Psicoanálisis'], interventions: ['Ansiedad'], price: 12000 });
  await loginAs(page, psychologist.email);
  await page.goto('/psicologo/dashboard/profile');
  await page.getByRole('tab', { name: 'Horarios y Tarifas' }).click();
  await expect(page.getByTestId('schedule-view')).toContainText('09:00 – 17:00');
  await page.getByRole('button', { name: 'Editar horario' }).click();
  await expect(page.getByLabel('Lunes bloque 1 inicio').locator('option', { hasText: '18:00' })).toHaveCount(1);
  await expect(page.getByTestId('day-monday')).not.toContainText(/AM|PM/);
  await expectNoAccessibilityViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAccessibilityViolations(page);
});
