import { expect, test } from '@playwright/test';
import { formatLongDate } from '@emind/domain';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { auth, bookViaApi, registerPatient, type FreeSlot } from './support/appointments.ts';
import { loginAs } from './support/shell-session.ts';
import { listedPsychologistViaApi, plusDays } from './support/time-off.ts';

const longDate = (date: string): string => formatLongDate(`${date}T12:00:00Z`);

test('a psychologist takes a week off, sees the stranded session, and the patient is offered no slot that week', async ({ page, browser }) => {
  const psychologist = await listedPsychologistViaApi(page.request);
  const patient = await registerPatient(page.request);
  const daysOf = async () => {
    const response = await page.request.get(`/api/schedules/psychologist/${psychologist.profileId}/available-days/`, { headers: auth(patient) });
    return (await response.json()) as { date: string; slots: { start_time: string; end_time: string }[] }[];
  };
  // The session a week or more ahead, so the week off starts after today.
  const first = (await daysOf()).find((day) => day.date >= plusDays(new Date().toISOString().slice(0, 10), 8));
  if (!first?.slots[0]) throw new Error('no free day a week ahead');
  const slot: FreeSlot = { date: first.date, ...first.slots[0] };
  await bookViaApi(page.request, patient, psychologist.profileId, slot);
  const weekEnd = plusDays(slot.date, 6);

  await loginAs(page, psychologist.email);
  await page.goto('/psicologo/dashboard/profile');
  await page.getByRole('tab', { name: 'Horarios y Tarifas' }).click();
  const section = page.getByRole('region', { name: 'Ausencias' });
  await expect(section.getByText('No tienes ausencias programadas.')).toBeVisible();
  const form = section.getByRole('form', { name: 'Agregar ausencia' });
  await form.getByLabel(/Desde/).fill(slot.date);
  await form.getByLabel(/Hasta/).fill(weekEnd);
  await form.getByLabel(/Motivo/).fill('Vacaciones');
  await form.getByRole('button', { name: 'Agregar ausencia' }).click();

  await expect(section.getByTestId('time-off-list')).toContainText('Vacaciones');
  const stranded = section.getByTestId('stranded-appointments');
  await expect(stranded).toContainText('Tienes 1 cita agendada');
  await expect(stranded.getByRole('listitem')).toContainText(slot.start_time);
  await expect(stranded.getByRole('link', { name: 'Reprogramar' })).toHaveAttribute('href', `/psicologo/dashboard/schedule?date=${slot.date}&view=day`);
  await expect(stranded.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await section.screenshot({ path: 'docs/screenshots/ausencias.png' });

  const closed = Array.from({ length: 7 }, (_, index) => plusDays(slot.date, index));
  expect((await daysOf()).filter((day) => closed.includes(day.date))).toEqual([]);

  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  await loginAs(patientPage, patient.email);
  await patientPage.goto(`/especialistas/${psychologist.profileId}/agendar`);
  const modal = patientPage.getByRole('dialog', { name: /^Agendar consulta con / });
  await expect(modal.getByRole('group', { name: 'Horarios disponibles' })).toBeVisible();
  for (const month of [...new Set(closed.map((date) => date.slice(0, 7)))]) {
    const grid = modal.getByRole('group', { name: /^Días de / });
    for (let step = 0; step < 3 && !(await grid.getByRole('button', { name: longDate(`${month}-01`), exact: true }).count()); step += 1) {
      await modal.getByRole('button', { name: 'Mes siguiente' }).click();
    }
    for (const date of closed.filter((day) => day.startsWith(month))) {
      await expect(grid.getByRole('button', { name: longDate(date), exact: true })).toBeDisabled();
    }
  }
  // The same weekday a week later is offered again (when the calendar shows that month).
  const after = modal.getByRole('button', { name: longDate(plusDays(slot.date, 7)), exact: true });
  if (await after.count()) await expect(after).toBeEnabled();
  await patientContext.close();
});
