import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { auth, bookViaApi, freeSlot, registerPatient } from './support/appointments.ts';
import { demo, loginAs } from './support/shell-session.ts';
import { listedPsychologistViaApi } from './support/time-off.ts';

// A desktop and a phone: issue 43 found actions cut off at the right edge of both.
const screens = [{ width: 1280, height: 800 }, { width: 390, height: 844 }] as const;

/**
 * Visible, inside the window's width and inside every box that clips it (a table's scroll area): readable and
 * pressable where it is, with nothing to scroll sideways to; and the page itself does not scroll sideways.
 */
async function expectInView(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  const box = await target.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  const clippedBy = await target.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    const clipping: string[] = [];
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      const edges = box.getBoundingClientRect();
      if (left < edges.left - 0.5 || right > edges.right + 0.5) clipping.push(`${box.tagName} ${Math.round(edges.left)}–${Math.round(edges.right)} cuts ${Math.round(left)}–${Math.round(right)}`);
    }
    return clipping;
  });
  expect(clippedBy).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** At phone width the list is cards: no table anywhere, the row a list item. */
async function expectLayout(page: Page, row: Locator, width: number): Promise<void> {
  if (width < 768) {
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(row).toHaveJSProperty('tagName', 'LI');
  } else {
    await expect(row).toHaveJSProperty('tagName', 'TR');
  }
}

/** The login's welcome toast, still fading out, is not the list's (axe would measure it half-painted). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText(/^¡Bienvenid/)).toBeHidden({ timeout: 10_000 });
}

test("Mis Pacientes: the psychologist's 'Desactivar' is in view on a desktop and a phone", async ({ page }) => {
  const psychologist = await listedPsychologistViaApi(page.request);
  const patient = await registerPatient(page.request);
  await bookViaApi(page.request, patient, psychologist.profileId, await freeSlot(page.request, patient, psychologist.profileId));

  await loginAs(page, psychologist.email);
  for (const screen of screens) {
    await page.setViewportSize(screen);
    await page.goto('/psicologo/dashboard/patients');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Pacientes' })).toBeVisible();
    const row = page.getByTestId('patient-row').filter({ hasText: patient.email });
    await expectLayout(page, row, screen.width);
    await expectInView(page, row.getByRole('button', { name: /^Desactivar a / }));
    await expectInView(page, row.getByRole('link', { name: /Ver detalle/ }).or(row.getByRole('button', { name: /Ver detalle/ })));
    await settled(page);
    await expectNoAccessibilityViolations(page);
  }
});

test("the admin's 'Pacientes': 'Desactivar' is in view on a desktop and a phone", async ({ page }) => {
  const patient = await registerPatient(page.request);
  await loginAs(page, demo.admin);
  for (const screen of screens) {
    await page.setViewportSize(screen);
    await page.goto('/admin/dashboard/pacients');
    await page.getByLabel('Buscar paciente').fill(patient.email);
    const row = page.getByTestId('patient-row').filter({ hasText: patient.email });
    await expect(row).toHaveCount(1);
    await expectLayout(page, row, screen.width);
    await expectInView(page, row.getByRole('button', { name: /^Desactivar a / }));
    await settled(page);
    await expectNoAccessibilityViolations(page);
  }
});

test("Pagos: 'Verificar pago' is in view for the psychologist (a second session) and the admin (a first one), on a desktop and a phone", async ({ page, browser }) => {
  const psychologist = await listedPsychologistViaApi(page.request);
  const patient = await registerPatient(page.request);
  const first = await bookViaApi(page.request, patient, psychologist.profileId, await freeSlot(page.request, patient, psychologist.profileId));
  const second = await bookViaApi(page.request, patient, psychologist.profileId, await freeSlot(page.request, patient, psychologist.profileId));
  expect([first.is_first_appointment, second.is_first_appointment]).toEqual([true, false]);

  const adminPage = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-CL', timezoneId: 'America/Santiago', reducedMotion: 'reduce' })).newPage();
  await loginAs(page, psychologist.email);
  await loginAs(adminPage, demo.admin);
  for (const screen of screens) {
    for (const [who, path, code] of [[page, '/psicologo/dashboard/payments', second.code], [adminPage, '/admin/dashboard/payments', first.code]] as const) {
      await who.setViewportSize(screen);
      await who.goto(path);
      const row = who.getByTestId('payment-row').filter({ hasText: code });
      await expect(row).toHaveCount(1);
      await expectLayout(who, row, screen.width);
      await expectInView(who, row.getByRole('button', { name: 'Verificar pago' }));
      await expectInView(who, row.getByRole('button', { name: 'Ver detalle' }));
      await settled(who);
      await expectNoAccessibilityViolations(who);
    }
  }
  await adminPage.context().close();
});

test("Solicitudes de datos: a request's 'Estado' is in view on a desktop and a phone", async ({ page }) => {
  const patient = await registerPatient(page.request);
  expect((await page.request.post('/api/privacy/exports/', { headers: auth(patient), data: {} })).status()).toBe(202);

  await loginAs(page, demo.admin);
  for (const screen of screens) {
    await page.setViewportSize(screen);
    await page.goto('/admin/dashboard/solicitudes-datos');
    await page.getByLabel('Tipo de solicitud').selectOption('export');
    const row = page.getByTestId('data-request-row').filter({ hasText: patient.email });
    await expect(row).toHaveCount(1);
    await expectLayout(page, row, screen.width);
    if (screen.width < 768) {
      await expectInView(page, row.getByRole('term').filter({ hasText: /^Estado$/ }));
    } else {
      await expectInView(page, page.getByRole('columnheader', { name: 'Estado' }));
      await expectInView(page, page.getByRole('columnheader', { name: 'Servicios listos' }));
    }
    await expectInView(page, row.getByText(/^(En preparación|Lista para descargar)$/));
    await expectInView(page, row.getByText(/ de 9$/));
    await settled(page);
    await expectNoAccessibilityViolations(page);
  }
});
