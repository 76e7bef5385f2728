import { expect, test, type Page } from '@playwright/test';
import { addCalendarDays, chileToday } from '@emind/domain';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { loginAs } from './support/shell-session.ts';
import {
  callStats, confirmedVideoSession, expectMediaFlowing, launchWithFakeMedia, mediaActivity, TOO_EARLY_AFTER_DAYS, VIDEO_PSYCHOLOGIST, videoContext,
} from './support/video-session.ts';

const relayOnly = process.env.EMIND_VIDEO_RELAY_ONLY === 'true';

async function enterRoom(page: Page, appointmentId: number): Promise<void> {
  await page.goto(`/sesion/${appointmentId}`);
  await expect(page.getByRole('heading', { name: 'Antes de entrar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
}

async function sendChat(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Mensaje' }).fill(text);
  await page.getByRole('textbox', { name: 'Mensaje' }).press('Enter');
}

test('the patient waits, the psychologist admits, both see and hear each other, chat, survive a network cut and the psychologist ends the session', async ({ page: setup }, testInfo) => {
  test.setTimeout(420_000);
  const { patient, slot, appointmentId } = await confirmedVideoSession(setup.request);
  const browser = await launchWithFakeMedia(testInfo);
  try {
    const patientContext = await videoContext(browser, testInfo, { width: 390, height: 844 });
    const psychologistContext = await videoContext(browser, testInfo);
    const patientPage = await patientContext.newPage();
    const psychologistPage = await psychologistContext.newPage();

    await loginAs(patientPage, patient.email);
    await enterRoom(patientPage, appointmentId);
    await expect(patientPage.getByLabel('Cámara', { exact: true }).locator('option')).not.toHaveCount(0);
    await patientPage.screenshot({ path: 'docs/screenshots/sesion-verificacion.png', fullPage: true });
    await expectNoAccessibilityViolations(patientPage);
    // Keyboard alone: the switches are buttons reached and pressed with the keyboard.
    await patientPage.getByRole('button', { name: 'Silenciar micrófono' }).focus();
    await patientPage.keyboard.press('Enter');
    await expect(patientPage.getByRole('button', { name: 'Activar micrófono' })).toBeVisible();
    await patientPage.keyboard.press('Enter');
    await expect(patientPage.getByRole('button', { name: 'Silenciar micrófono' })).toBeVisible();
    await patientPage.getByRole('button', { name: 'Entrar' }).click();
    await expect(patientPage.getByText('Psicóloga Valentina Rojas Pérez te admitirá en unos momentos.')).toBeVisible();
    await patientPage.screenshot({ path: 'docs/screenshots/sesion-sala-espera.png', fullPage: true });
    await expectNoAccessibilityViolations(patientPage);

    await loginAs(psychologistPage, VIDEO_PSYCHOLOGIST);
    await psychologistPage.goto(`/psicologo/dashboard/schedule?date=${slot.date}`);
    await expect(psychologistPage.getByTestId('agenda-waiting')).toContainText('En sala de espera', { timeout: 30_000 });
    await psychologistPage.getByTestId(`waiting-${appointmentId}`).getByRole('link', { name: 'Entrar a la sala' }).click();
    await expect(psychologistPage.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    await psychologistPage.getByRole('button', { name: 'Entrar' }).click();
    await psychologistPage.getByRole('button', { name: 'Admitir' }).click();

    await expect(patientPage.locator('video[aria-label="Psicóloga Valentina Rojas Pérez"]')).toBeVisible();
    await expectMediaFlowing(patientPage);
    await expectMediaFlowing(psychologistPage);
    await expect(psychologistPage.getByTestId('call-quality')).toContainText(/Conexión: (Buena|Regular|Débil)/);
    if (relayOnly) {
      expect((await callStats(patientPage)).localCandidateType).toBe('relay');
      expect((await callStats(psychologistPage)).localCandidateType).toBe('relay');
    } else {
      console.log('EMIND_VIDEO_RELAY_ONLY is not true: the relay journey (selected candidate pair through TURN) did not run');
    }

    await sendChat(patientPage, 'Hola, ¿me escucha?');
    await expect(psychologistPage.getByRole('log', { name: 'Mensajes del chat' })).toContainText('Hola, ¿me escucha?');
    await sendChat(psychologistPage, 'Sí, perfectamente.');
    await expect(patientPage.getByRole('log', { name: 'Mensajes del chat' })).toContainText('Sí, perfectamente.');
    await psychologistPage.screenshot({ path: 'docs/screenshots/sesion-llamada.png', fullPage: true });
    await patientPage.screenshot({ path: 'docs/screenshots/sesion-llamada-390.png', fullPage: true });
    await expectNoAccessibilityViolations(psychologistPage);
    await expectNoAccessibilityViolations(patientPage);

    // A 5-second network cut on the patient's side; the page is never reloaded (the marker survives).
    await patientPage.evaluate(() => Object.assign(window, { beforeTheCut: true }));
    await patientContext.setOffline(true);
    await patientPage.waitForTimeout(5_000);
    await patientContext.setOffline(false);
    await expectMediaFlowing(patientPage);
    await expectMediaFlowing(psychologistPage);
    await expect(patientPage.getByText('Reconectando…')).toBeHidden({ timeout: 30_000 });
    expect(await patientPage.evaluate(() => 'beforeTheCut' in window)).toBe(true);
    await sendChat(patientPage, 'Volví.');
    await expect(psychologistPage.getByRole('log', { name: 'Mensajes del chat' })).toContainText('Volví.');

    await psychologistPage.getByRole('button', { name: 'Finalizar sesión' }).click();
    await psychologistPage.getByRole('alertdialog', { name: 'Finalizar sesión' }).getByRole('button', { name: 'Finalizar' }).click();
    await expect(psychologistPage.getByText('La sesión finalizó')).toBeVisible();
    await expect(patientPage.getByText('La sesión finalizó')).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('a stranger and a too-early visit are told why before any camera or peer connection', async ({ page: setup }, testInfo) => {
  const open = await confirmedVideoSession(setup.request);
  const early = await confirmedVideoSession(setup.request, addCalendarDays(chileToday(new Date()), TOO_EARLY_AFTER_DAYS));
  const browser = await launchWithFakeMedia(testInfo);
  try {
    const page = await (await videoContext(browser, testInfo)).newPage();
    await loginAs(page, early.patient.email);

    await page.goto(`/sesion/${open.appointmentId}`);
    await expect(page.getByText('Sala no disponible')).toBeVisible();
    await expect(page.getByText('Esta sala no existe o no corresponde a una de tus citas.')).toBeVisible();
    expect(await mediaActivity(page)).toEqual({ connections: 0, cameraRequests: 0 });

    await page.goto(`/sesion/${early.appointmentId}`);
    await expect(page.getByText('La sala aún no está abierta')).toBeVisible();
    await expect(page.getByText(/Podrás entrar desde el .+ a las \d\d:\d\d \(hora de Chile\)\./)).toBeVisible();
    expect(await mediaActivity(page)).toEqual({ connections: 0, cameraRequests: 0 });
    await expectNoAccessibilityViolations(page);
  } finally {
    await browser.close();
  }
});

test('a call in progress ends on both sides, saying why, when the patient cancels the appointment', async ({ page: setup }, testInfo) => {
  test.setTimeout(180_000);
  const { patient, appointmentId } = await confirmedVideoSession(setup.request);
  const browser = await launchWithFakeMedia(testInfo);
  try {
    const patientPage = await (await videoContext(browser, testInfo)).newPage();
    const psychologistPage = await (await videoContext(browser, testInfo)).newPage();
    await loginAs(patientPage, patient.email);
    await enterRoom(patientPage, appointmentId);
    await patientPage.getByRole('button', { name: 'Entrar' }).click();
    await loginAs(psychologistPage, VIDEO_PSYCHOLOGIST);
    await enterRoom(psychologistPage, appointmentId);
    await psychologistPage.getByRole('button', { name: 'Entrar' }).click();
    await psychologistPage.getByRole('button', { name: 'Admitir' }).click();
    await expect(patientPage.locator('video[aria-label="Psicóloga Valentina Rojas Pérez"]')).toBeVisible();

    const cancelled = await setup.request.patch(`/api/appointments/${appointmentId}/cancel/`, { headers: { Authorization: `Bearer ${patient.token}` } });
    expect(cancelled.status()).toBe(200);
    for (const page of [patientPage, psychologistPage]) {
      await expect(page.getByText('La videollamada terminó')).toBeVisible();
      await expect(page.getByText('La cita ya no está confirmada (se canceló o cambió de estado).')).toBeVisible();
    }
  } finally {
    await browser.close();
  }
});
