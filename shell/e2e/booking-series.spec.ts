import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatLongDate } from '@emind/domain';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { apiLogin, auth, bookViaApi, registerPatient, type ApiSession, type FreeSlot } from './support/appointments.ts';
import { loginAs } from './support/shell-session.ts';

const PSYCHOLOGIST = 'javiera.fuentes@e-mind.cl';
const longDate = (date: string): string => formatLongDate(`${date}T12:00:00Z`);

interface SeriesDate {
  date: string;
  free: boolean;
}

/** A free slot whose four weekly dates are all free now, so the test decides which one is taken. */
async function fourFreeWeeks(request: APIRequestContext, patient: ApiSession, psychologistId: number): Promise<{ slot: FreeSlot; dates: string[] }> {
  const days = (await (await request.get(`/api/schedules/psychologist/${psychologistId}/available-days/`, { headers: auth(patient) })).json()) as {
    date: string;
    slots: { start_time: string; end_time: string }[];
  }[];
  for (const slot of days.flatMap((day) => day.slots.map((each) => ({ date: day.date, ...each })))) {
    const query = new URLSearchParams({ psychologist: String(psychologistId), ...slot, weeks: '4' });
    const preview = (await (await request.get(`/api/appointments/series/preview/?${query}`, { headers: auth(patient) })).json()) as { dates: SeriesDate[] };
    if (preview.dates.every((entry) => entry.free)) return { slot, dates: preview.dates.map((entry) => entry.date) };
  }
  throw new Error('no slot with four free weeks');
}

test('a patient books a 4-week series with one date taken, books the other three, and Mis Citas shows the series', async ({ page }) => {
  const psychologist = await apiLogin(page.request, PSYCHOLOGIST);
  const [patient, rival] = [await registerPatient(page.request), await registerPatient(page.request)];
  const { slot, dates } = await fourFreeWeeks(page.request, patient, psychologist.profileId);
  const takenDate = dates[1] ?? '';
  await bookViaApi(page.request, rival, psychologist.profileId, { ...slot, date: takenDate });

  await loginAs(page, patient.email);
  await page.goto(`/especialistas/${psychologist.profileId}/agendar`);
  const modal = page.getByRole('dialog', { name: /^Agendar consulta con / });
  const day = modal.getByRole('button', { name: longDate(slot.date), exact: true });
  await expect(modal.getByRole('group', { name: 'Horarios disponibles' })).toBeVisible();
  if (!(await day.isVisible())) await modal.getByRole('button', { name: 'Mes siguiente' }).click();
  await day.click();
  await modal.getByRole('group', { name: 'Horarios disponibles' }).getByRole('button', { name: new RegExp(`^${slot.start_time}`) }).click();

  await modal.getByRole('checkbox', { name: 'Repetir cada semana' }).check();
  await expect(modal.getByRole('combobox', { name: 'Número de sesiones' })).toHaveValue('4');
  const list = modal.getByRole('list', { name: 'Fechas de la serie' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByRole('listitem').nth(1)).toContainText('No disponible: Horario ya reservado');
  await expect(list.getByText('Disponible', { exact: true })).toHaveCount(3);
  await expect(modal.getByText('Se reservarán solo las 3 fechas disponibles.')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: 'docs/screenshots/booking-series-step.png' });

  await modal.getByRole('button', { name: 'Continuar' }).click();
  const payment = page.getByRole('dialog', { name: 'Método de pago' });
  await payment.getByRole('radio', { name: /Transferencia bancaria/ }).click();
  await payment.getByRole('button', { name: 'Confirmar y Pagar' }).click();
  const info = page.getByRole('dialog', { name: 'Información de Pago' });
  await expect(info).toBeVisible();
  await info.getByRole('link', { name: 'Ir a Mis Citas' }).click();

  await expect(page).toHaveURL('/dashboard/appointments');
  const series = page.getByRole('region', { name: 'Serie semanal · 3 sesiones' }).first();
  await expect(series.getByRole('heading', { name: 'Serie semanal · 3 sesiones' })).toBeVisible();
  await expect(series.getByRole('article')).toHaveCount(3);
  await expectNoAccessibilityViolations(page);

  const mine = (await (await page.request.get('/api/appointments/client-appointments/', { headers: auth(patient) })).json()) as {
    date: string;
    start_time: string;
    series_id: number | null;
  }[];
  expect(mine.map((entry) => entry.date)).toEqual(dates.filter((date) => date !== takenDate));
  expect(new Set(mine.map((entry) => entry.series_id)).size).toBe(1);
  expect(mine.every((entry) => entry.start_time === slot.start_time && entry.series_id !== null)).toBe(true);

  await series.getByRole('article').nth(1).getByRole('button', { name: 'Ver detalle' }).click();
  await expect(page.getByRole('button', { name: 'Cancelar esta sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar esta y las siguientes' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
