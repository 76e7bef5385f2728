import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatLongDate } from '@emind/domain';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { apiLogin, auth, bookViaApi, registerPatient, type ApiSession, type FreeSlot } from './support/appointments.ts';
import { webpayOrigin } from './support/card-payments.ts';
import { loginAs } from './support/shell-session.ts';

const PSYCHOLOGIST = 'javiera.fuentes@e-mind.cl';
const longDate = (date: string): string => formatLongDate(`${date}T12:00:00Z`);

interface SeriesDate {
  date: string;
  free: boolean;
}

/**
 * A free slot whose `weeks` weekly dates are all free now, so the test decides which one is taken: the earliest, or
 * the latest (out of the way of the specs that book a psychologist's first free hour).
 */
async function freeWeeks(request: APIRequestContext, patient: ApiSession, psychologistId: number, weeks = 4, from: 'earliest' | 'latest' = 'earliest'): Promise<{ slot: FreeSlot; dates: string[] }> {
  const days = (await (await request.get(`/api/schedules/psychologist/${psychologistId}/available-days/`, { headers: auth(patient) })).json()) as {
    date: string;
    slots: { start_time: string; end_time: string }[];
  }[];
  const slots = days.flatMap((day) => day.slots.map((each) => ({ date: day.date, ...each })));
  for (const slot of from === 'earliest' ? slots : slots.reverse()) {
    const query = new URLSearchParams({ psychologist: String(psychologistId), ...slot, weeks: String(weeks) });
    const preview = (await (await request.get(`/api/appointments/series/preview/?${query}`, { headers: auth(patient) })).json()) as { dates: SeriesDate[] };
    if (preview.dates.every((entry) => entry.free)) return { slot, dates: preview.dates.map((entry) => entry.date) };
  }
  throw new Error(`no slot with ${weeks} free weeks`);
}

/** Opens the booking modal on the slot's day (a month or two ahead, if need be) and chooses the slot. */
async function chooseSlot(page: Page, psychologistId: number, slot: FreeSlot) {
  await page.goto(`/especialistas/${psychologistId}/agendar`);
  const modal = page.getByRole('dialog', { name: /^Agendar consulta con / });
  const day = modal.getByRole('button', { name: longDate(slot.date), exact: true });
  await expect(modal.getByRole('group', { name: 'Horarios disponibles' })).toBeVisible();
  for (let month = 0; month < 3 && !(await day.isVisible()); month += 1) await modal.getByRole('button', { name: 'Mes siguiente' }).click();
  await day.click();
  await modal.getByRole('group', { name: 'Horarios disponibles' }).getByRole('button', { name: new RegExp(`^${slot.start_time}`) }).click();
  return modal;
}

test('a patient books a 4-week series with one date taken, books the other three, and Mis Citas shows the series', async ({ page }) => {
  const psychologist = await apiLogin(page.request, PSYCHOLOGIST);
  const [patient, rival] = [await registerPatient(page.request), await registerPatient(page.request)];
  const { slot, dates } = await freeWeeks(page.request, patient, psychologist.profileId);
  const takenDate = dates[1] ?? '';
  await bookViaApi(page.request, rival, psychologist.profileId, { ...slot, date: takenDate });

  await loginAs(page, patient.email);
  const modal = await chooseSlot(page, psychologist.profileId, slot);

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

test('a patient books a weekly series by card: pays the first session on the Webpay form, then the second from Mis Citas', async ({ page }) => {
  const psychologist = await apiLogin(page.request, 'ignacio.vargas@e-mind.cl');
  const patient = await registerPatient(page.request);
  const { slot } = await freeWeeks(page.request, patient, psychologist.profileId, 2, 'latest');

  await loginAs(page, patient.email);
  const modal = await chooseSlot(page, psychologist.profileId, slot);
  await modal.getByRole('checkbox', { name: 'Repetir cada semana' }).check();
  await modal.getByRole('combobox', { name: 'Número de sesiones' }).selectOption('2');
  await expect(modal.getByRole('list', { name: 'Fechas de la serie' }).getByText('Disponible', { exact: true })).toHaveCount(2);
  await modal.getByRole('button', { name: 'Continuar' }).click();
  const payment = page.getByRole('dialog', { name: 'Método de pago' });
  await payment.getByRole('radio', { name: /Tarjeta \(Webpay\)/ }).click();
  await payment.getByRole('button', { name: 'Confirmar y Pagar' }).click();
  await expect(page).toHaveURL(`${webpayOrigin()}/webpayserver/initTransaction`);
  await page.getByRole('button', { name: 'Pagar con tarjeta de prueba aprobada' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pago aprobado' })).toBeVisible();
  await expect(page.getByText('Cada sesión de tu serie semanal se paga por separado desde Mis Citas, antes de su fecha límite.')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('link', { name: 'Ir a Mis Citas' }).click();
  const series = page.getByRole('region', { name: 'Serie semanal · 2 sesiones' }).first();
  await expect(series.getByRole('article').first()).toContainText('Confirmada');
  await series.getByRole('article').nth(1).getByRole('button', { name: 'Ver detalle' }).click();
  await page.getByRole('link', { name: 'Pagar con tarjeta' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Paga tu sesión con tarjeta' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: 'docs/screenshots/payments-series-next-session.png', fullPage: true });
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await expect(page).toHaveURL(`${webpayOrigin()}/webpayserver/initTransaction`);
  await page.getByRole('button', { name: 'Pagar con tarjeta de prueba aprobada' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pago aprobado' })).toBeVisible();

  const mine = (await (await page.request.get('/api/appointments/client-appointments/', { headers: auth(patient) })).json()) as { status: string; series_id: number | null }[];
  expect(mine.map((entry) => entry.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
  expect(new Set(mine.map((entry) => entry.series_id)).size).toBe(1);
});
