import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { loginAs } from './support/shell-session.ts';
import { confirmedVideoSession, launchWithFakeMedia, mediaActivity, VIDEO_PSYCHOLOGIST, videoContext } from './support/video-session.ts';

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
      await psychologistPage.goto(`/sesion/${appointmentId}`);
      await psychologistPage.getByRole('button', { name: 'Entrar' }).click();
      await expect(psychologistPage.getByTestId('patient-waiting')).toContainText('Prueba E2E está en la sala de espera.');
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
      // "opens in 4 seconds"; every later read is the server's own (open).
      let firstRead = true;
      await page.route(`**/api/sessions/${appointmentId}/`, async (route) => {
        if (!firstRead) return route.continue();
        firstRead = false;
        const real = (await (await route.fetch()).json()) as Record<string, unknown>;
        await route.fulfill({ json: { ...real, state: 'early', opens_at: new Date(Date.now() + 4_000).toISOString() } });
      });
      await page.goto(`/sesion/${appointmentId}`);
      await expect(page.getByText('La sala aún no está abierta')).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
      expect(await mediaActivity(page)).toEqual({ connections: 0, cameraRequests: 0 });

      await expect(page.getByRole('heading', { name: 'Antes de entrar' })).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
