import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { apiLogin, auth, bookViaApi, registerPatient, type FreeSlot } from './support/appointments.ts';
import { loginAs } from './support/shell-session.ts';

const PSYCHOLOGIST = 'diego.contreras@e-mind.cl';
const twoDaysAhead = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

test('a patient reschedules a session and the psychologist sees it moved', async ({ page, browser }) => {
  const psychologist = await apiLogin(page.request, PSYCHOLOGIST);
  const patient = await registerPatient(page.request);
  const days = (await (await page.request.get(`/api/schedules/psychologist/${psychologist.profileId}/available-days/`, { headers: auth(patient) })).json()) as {
    date: string;
    slots: { start_time: string; end_time: string }[];
  }[];
  // More than 24 hours ahead, so the patient may still move it.
  const later = days.filter((day) => day.date > twoDaysAhead());
  const first = later[0]?.slots[0];
  if (!later[0] || !first) throw new Error('no free slot two days ahead');
  const slot: FreeSlot = { date: later[0].date, ...first };
  const booked = await bookViaApi(page.request, patient, psychologist.profileId, slot);

  await loginAs(page, patient.email);
  await page.goto('/dashboard/appointments');
  await page.getByRole('article', { name: `Cita ${booked.code}` }).getByRole('button', { name: 'Ver detalle' }).click();
  const detail = page.getByRole('dialog', { name: `Cita ${booked.code}` });
  await detail.getByRole('button', { name: 'Reprogramar' }).click();

  const dialog = page.getByRole('dialog', { name: `Reprogramar cita ${booked.code}` });
  await expect(dialog.getByText('Selecciona un nuevo día y un horario disponible')).toBeVisible();
  const grid = dialog.getByRole('group', { name: 'Horarios disponibles' });
  await grid.getByRole('button').first().click();
  const chosen = (await grid.getByRole('button', { pressed: true }).textContent()) ?? '';
  const [start] = chosen.split('–').map((part) => part.trim());
  // Measured as painted at rest, not under the pointer that just chose the slot (the hover shade).
  await page.mouse.move(0, 0);
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: 'docs/screenshots/reschedule-dialog.png' });
  await dialog.getByRole('button', { name: 'Confirmar nuevo horario' }).click();
  await expect(page.getByText(/^Cita reprogramada:/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(detail.getByText(/Cita reprogramada del/)).toBeVisible();

  const moved = (await (await page.request.get(`/api/appointments/${booked.id}/`, { headers: auth(patient) })).json()) as { date: string; start_time: string };
  expect(moved.start_time).toBe(start);
  expect(`${moved.date} ${moved.start_time}`).not.toBe(`${slot.date} ${slot.start_time}`);

  const psychologistContext = await browser.newContext();
  const agenda = await psychologistContext.newPage();
  await loginAs(agenda, PSYCHOLOGIST);
  await agenda.goto(`/psicologo/dashboard/schedule?date=${moved.date}&view=day`);
  const block = agenda.getByRole('button', { name: new RegExp(`^Prueba E2E, ${moved.start_time} – `) });
  await block.first().click();
  const drawer = agenda.getByRole('dialog', { name: 'Detalles de la Cita' });
  await expect(drawer).toContainText(moved.start_time);
  await expect(drawer.getByRole('button', { name: 'Reprogramar' })).toBeVisible();
  await expectNoAccessibilityViolations(agenda);
  await psychologistContext.close();
});
