import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { apiLogin, bookViaApi, freeSlot, registerPatient, setPaymentStatus, uploadProofViaApi, type ApiSession } from './support/appointments.ts';
import { completeOnboardingViaApi, registerPsychologist } from './support/psychologist-onboarding.ts';
import { demo, loginAs, uniqueEmail } from './support/shell-session.ts';
import { listedPsychologistViaApi } from './support/time-off.ts';

// Issue 43's small ones: what verification still needs, the booking modal's focus and chosen slot, 'Agendar la próxima'.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const bookingModal = (page: Page) => page.getByRole('dialog', { name: /^Agendar consulta con / });
const dayGrid = (modal: Locator) => modal.getByRole('group', { name: /^Días de / });
const slotGrid = (modal: Locator) => modal.getByRole('group', { name: 'Horarios disponibles' });
const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test("'Completar verificación' opens a checklist of what is missing, each item leading to the tab where it is done", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const psychologist = await registerPsychologist(page.request, { email: uniqueEmail('verificacion'), firstName: 'Carla', lastName: 'Pendiente' });
  await loginAs(page, psychologist.email);
  await page.getByRole('link', { name: 'Completar verificación' }).click();
  await expect(page).toHaveURL('/psicologo/dashboard/profile');

  const checklist = page.getByRole('list', { name: 'Requisitos de verificación' });
  const items = checklist.getByRole('listitem');
  await expect(items).toHaveCount(7);
  await expect(page.getByTestId('verification-checklist')).toContainText('Llevas 0 de 7.');
  for (const item of await items.all()) await expect(item).toContainText('Falta');
  await expect(items.filter({ hasText: 'Horarios de Atención' })).toContainText('Debes configurar al menos un día de atención con horarios.');
  await expectNoAccessibilityViolations(page);

  await checklist.getByRole('link', { name: 'Cédula de identidad' }).click();
  await expect(page).toHaveURL('/psicologo/dashboard/profile?tab=documents');
  await expect(page.getByRole('tab', { name: 'Documentos' })).toHaveAttribute('aria-selected', 'true');
  await checklist.getByRole('link', { name: 'Precio sugerido' }).click();
  await expect(page.getByRole('tab', { name: 'Horarios y Tarifas' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Precio sugerido por sesión (CLP)')).toBeVisible();

  // What the tabs would save, through the API: on the next visit every item is done.
  await completeOnboardingViaApi(page.request, psychologist, { specialties: ['Terapia Gestalt'], interventions: ['Ansiedad'], price: 14000 });
  await page.goto('/psicologo/dashboard/profile');
  await expect(page.getByTestId('verification-checklist')).toContainText('Tienes todo lo necesario');
  for (const item of await items.all()) await expect(item).toContainText('Listo');
  await expect(items.filter({ hasText: 'Video de presentación' })).toContainText('Pendiente de revisión');

  await page.setViewportSize(PHONE);
  await expect(checklist).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('the booking modal opens with the focus on the day picker, and the chosen slot looks chosen', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const psychologist = await listedPsychologistViaApi(page.request);
  const patient = await registerPatient(page.request);
  await loginAs(page, patient.email);
  await page.goto(`/especialistas/${psychologist.profileId}`);
  await page.getByRole('link', { name: 'Agendar Consulta' }).click();
  const modal = bookingModal(page);
  await expect(slotGrid(modal)).toBeVisible();
  const tabStop = dayGrid(modal).locator('[tabindex="0"]');
  await expect(tabStop).toBeFocused();
  await expect(tabStop).toHaveAttribute('aria-pressed', 'true');

  // The keyboard goes on from there: Tab to the first slot, Space chooses it.
  await page.keyboard.press('Tab');
  const slots = slotGrid(modal).getByRole('button');
  await expect(slots.first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(slots.first()).toHaveAttribute('aria-pressed', 'true');
  // Chosen with the mouse too: the new one pressed and filled, the first one back to the others' look.
  const chosen = slots.nth(1);
  await chosen.click();
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect(slots.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(chosen).toContainText('✓');
  await expect(slots.first()).not.toContainText('✓');
  await page.mouse.move(0, 0);
  const [filled, plain] = [await background(chosen), await background(slots.first())];
  expect(filled).not.toBe(plain);
  expect(filled).not.toBe('rgba(0, 0, 0, 0)');
  await expectNoAccessibilityViolations(page);

  await page.setViewportSize(PHONE);
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expectNoAccessibilityViolations(page);
});

/**
 * A session is COMPLETED only once it has started (services/booking), and a booking can only take a slot ahead, on the
 * hour or the half hour: a new patient's real session cannot be over within a test. The session here is real (booked,
 * paid, verified, confirmed); the patient's list is answered with it moved a week back and COMPLETED, as the
 * psychologist would mark it after it took place. Everything from there on (the card, the booking it opens) is real.
 */
async function completedSessionSeenBy(page: Page, patient: ApiSession, psychologist: ApiSession): Promise<void> {
  const admin = await apiLogin(page.request, demo.admin);
  const booked = await bookViaApi(page.request, patient, psychologist.profileId, await freeSlot(page.request, patient, psychologist.profileId));
  await uploadProofViaApi(page.request, patient, booked.id);
  await setPaymentStatus(page.request, admin, booked.id, 'PAYMENT_VERIFIED');
  await setPaymentStatus(page.request, psychologist, booked.id, 'CONFIRMED');
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await page.route('**/api/appointments/client-appointments/', async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as { id: number; date: string; status: string; start_time: string; end_time: string }[];
    const held = list.map((session) => (session.id === booked.id
      ? { ...session, date: weekAgo, status: 'COMPLETED', starts_at: `${weekAgo}T${session.start_time}:00-03:00`, ends_at: `${weekAgo}T${session.end_time}:00-03:00` }
      : session));
    await route.fulfill({ response, json: held });
  });
}

test("after a completed session the patient is offered 'Agendar la próxima', which opens that psychologist's booking", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const psychologist = await listedPsychologistViaApi(page.request);
  const patient = await registerPatient(page.request);
  await completedSessionSeenBy(page, patient, psychologist);
  await loginAs(page, patient.email);

  const rebook = page.getByTestId('rebook');
  await expect(rebook.getByRole('heading', { name: '¿Agendamos la próxima?' })).toBeVisible();
  await expect(rebook).toContainText(`Tu última sesión con ${psychologist.name} fue el`);
  await expectNoAccessibilityViolations(page);
  await rebook.getByRole('link', { name: `Agendar la próxima con ${psychologist.name}` }).click();

  await expect(page).toHaveURL(`/especialistas/${psychologist.profileId}/agendar`);
  const modal = page.getByRole('dialog', { name: `Agendar consulta con ${psychologist.name}` });
  await expect(slotGrid(modal).getByRole('button').first()).toBeVisible();
  // The same in 'Mis Citas', on the completed session's card.
  await page.goto('/dashboard/appointments');
  await page.getByRole('tab', { name: /^Pasadas/ }).click();
  await expect(page.getByRole('link', { name: `Agendar la próxima con ${psychologist.name}` })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoAccessibilityViolations(page);
});
