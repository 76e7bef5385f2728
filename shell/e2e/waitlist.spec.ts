import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { auth, bookViaApi, registerPatient, type FreeSlot } from './support/appointments.ts';
import { loginAs } from './support/shell-session.ts';
import { oneHourPsychologistViaApi, waitlistMailLink } from './support/waitlist.ts';

test('a second patient joins the waitlist of a full psychologist, a cancellation frees a slot, the mail arrives and its link books it', async ({ page, browser }) => {
  const psychologist = await oneHourPsychologistViaApi(page.request);
  const first = await registerPatient(page.request);
  const second = await registerPatient(page.request);

  // The first patient takes every slot of the month: the psychologist is full.
  const daysResponse = await page.request.get(`/api/schedules/psychologist/${psychologist.profileId}/available-days/`, { headers: auth(first) });
  const days = (await daysResponse.json()) as { date: string; slots: { start_time: string; end_time: string }[] }[];
  const slots: FreeSlot[] = days.flatMap((day) => day.slots.map((slot) => ({ date: day.date, ...slot })));
  expect(slots.length).toBeGreaterThan(0);
  const booked = [];
  for (const slot of slots) booked.push({ slot, ...(await bookViaApi(page.request, first, psychologist.profileId, slot)) });

  await loginAs(page, second.email);
  await page.goto(`/especialistas/${psychologist.profileId}/agendar`);
  const modal = page.getByRole('dialog', { name: /^Agendar consulta con / });
  await expect(modal.getByText('No hay horarios disponibles para este psicólogo en los próximos días.')).toBeVisible();
  const waitlist = modal.getByRole('region', { name: 'Lista de espera' });
  await waitlist.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
  const form = waitlist.getByRole('form', { name: 'Unirme a la lista de espera' });
  await form.getByRole('button', { name: 'Unirme' }).click();
  await expect(form.getByText('Elige al menos un día de la semana.')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Miércoles' }).check();
  await form.getByRole('radio', { name: /Tarde/ }).check();
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: 'docs/screenshots/waitlist-join.png' });
  await form.getByRole('button', { name: 'Unirme' }).click();
  await expect(waitlist.getByText(/Estás en la lista de espera de Lidia Espera: Miércoles, tarde/)).toBeVisible();
  await expect(waitlist.getByRole('button', { name: 'Salir de la lista' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The psychologist sees who waits.
  const psychologistContext = await browser.newContext();
  const psychologistPage = await psychologistContext.newPage();
  await loginAs(psychologistPage, psychologist.email);
  await psychologistPage.goto('/psicologo/dashboard');
  await expect(psychologistPage.getByTestId('waitlist-count')).toHaveText('1 paciente en lista de espera');
  await psychologistContext.close();

  // A cancellation frees the last slot; the job mails the waiting patient a link to it.
  const freed = booked.at(-1);
  if (!freed) throw new Error('nothing booked');
  const cancelled = await page.request.patch(`/api/appointments/${freed.id}/cancel/`, { headers: auth(first) });
  expect(cancelled.status()).toBe(200);
  const link = await waitlistMailLink(second.email, psychologist.profileId);
  expect(link).toContain(`fecha=${freed.slot.date}&hora=${freed.slot.start_time}`);

  // The notice on the patient's home, then the mail's link books the slot.
  await page.goto('/dashboard');
  const notices = page.getByRole('region', { name: 'Horarios liberados de tu lista de espera' });
  await expect(notices.getByRole('link', { name: /^Reservar el / })).toHaveAttribute('href', new URL(link).pathname + new URL(link).search);
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: 'docs/screenshots/waitlist-notice-home.png', fullPage: true });

  await page.goto(link);
  const booking = page.getByRole('dialog', { name: /^Agendar consulta con / });
  await expect(booking.getByRole('button', { name: `${freed.slot.start_time} – ${freed.slot.end_time}` })).toHaveAttribute('aria-pressed', 'true');
  await booking.getByRole('button', { name: 'Continuar' }).click();
  const payment = page.getByRole('dialog', { name: 'Método de pago' });
  await payment.getByRole('radio', { name: /Transferencia bancaria/ }).click();
  await payment.getByRole('button', { name: 'Confirmar y Pagar' }).click();
  await expect(page.getByRole('dialog', { name: 'Información de Pago' })).toBeVisible();

  const mine = await page.request.get('/api/appointments/client-appointments/', { headers: auth(second) });
  expect(JSON.stringify(await mine.json())).toContain(freed.slot.date);
});
