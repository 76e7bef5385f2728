import { expect, test } from '@playwright/test';
import { demo, loginAs, uniqueEmail } from './support/shell-session.ts';
import { hold, watchFrame, watched } from './support/layout-shifts.ts';
import { registerPsychologist } from './support/psychologist-onboarding.ts';

test("a psychologist not yet verified opens 'Mi Perfil': the checklist and the tabs arrive together, nothing moves", async ({ page, request }) => {
  const psychologist = await registerPsychologist(request, { email: uniqueEmail('checklist'), firstName: 'Valentina', lastName: 'Rojas' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, psychologist.email);
  await watchFrame(page);
  // The checklist's data answer last: before, the profile's tabs were drawn first and the checklist pushed them down.
  const releaseChecklist = await hold(page, /\/api\/(schedules\/psychologist_schedule|pricing\/psychologist-prices\/my_price)\/?$/);
  await page.goto('/psicologo/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  const before = await watched(page);

  releaseChecklist();
  await expect(page.getByRole('list', { name: 'Requisitos de verificación' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Datos Básicos' })).toBeVisible();
  const after = await watched(page);
  expect(after.pageShift - before.pageShift, `what moved: ${after.moved.slice(before.moved.length).join('; ')}`).toBe(0);
});

/**
 * Pages of two lists stacked, the first list's answer held until the second's is in: that order pushed the second
 * list down as the first arrived. Each page now draws both once both are known.
 */
const PHONE = { width: 390, height: 844 };
const stackedPages = [
  { page: "the patient's 'Mis Valoraciones'", viewport: PHONE, email: demo.client, path: '/dashboard/reviews', heldFirst: /\/api\/comments\/client\/pending-appointments\/?$/, second: 'Valoraciones Realizadas' },
  { page: "the patient's 'Mensajes'", viewport: PHONE, email: demo.client, path: '/dashboard/mensajes', heldFirst: /\/api\/messages\/conversations\/?$/, second: 'Documentos' },
  // On a phone the issued certificates start below the fold; on a desktop the sessions pushed them down in view.
  { page: "the patient's 'Certificados para reembolso'", viewport: { width: 1280, height: 844 }, email: demo.client, path: '/dashboard/reembolsos', heldFirst: /\/api\/appointments\/client-appointments\/?$/, second: 'Certificados emitidos' },
  { page: "the psychologist's 'Mis ingresos'", viewport: PHONE, email: demo.psychologist, path: '/psicologo/dashboard/ingresos', heldFirst: /\/api\/billing\/statements\/\d{4}-\d{2}\/$/, second: 'Pagos con tarjeta' },
  { page: "the admin's 'Facturación'", viewport: PHONE, email: demo.admin, path: '/admin/dashboard/facturacion', heldFirst: /\/api\/admin\/billing\/\d{4}-\d{2}\/$/, second: 'Boletas pendientes de e-mind' },
] as const;

for (const { page: name, viewport, email, path, heldFirst, second } of stackedPages) {
  test(`${name} at ${viewport.width} px: its lists arrive together, nothing moves`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAs(page, email);
    await watchFrame(page);
    const releaseFirst = await hold(page, heldFirst);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const before = await watched(page);

    releaseFirst();
    await expect(page.getByRole('heading', { level: 2, name: second, exact: true })).toBeAttached();
    await expect(page.locator('.chakra-spinner')).toHaveCount(0);
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    const after = await watched(page);
    expect(after.pageShift - before.pageShift, `what moved: ${after.moved.slice(before.moved.length).join('; ')}`).toBe(0);
  });
}
