import { expect, test } from '@playwright/test';
import { loginAs, uniqueEmail } from './support/shell-session.ts';
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
  expect(after.shift - before.shift, `what moved: ${after.moved.slice(before.moved.length).join('; ')}`).toBe(0);
});
