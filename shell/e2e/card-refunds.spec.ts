import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { auth, registerPatient, type ApiSession } from './support/appointments.ts';
import { bookAndPayByCard, refundsOf, webpayTransaction, type CardPaidAppointment } from './support/card-payments.ts';
import { loginAs } from './support/shell-session.ts';
import { listedPsychologistViaApi } from './support/time-off.ts';

/** Slots every day from 08:00 to 20:00: the first one offered is always within 48 hours, and there are slots days away. */
const everyDay = { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], startTime: '08:00', endTime: '20:00' };
const DAY = 86_400_000;

/** A psychologist of this test alone, with the given cancellation policy, and a new patient who paid a session by card. */
async function paidCardSession(page: Page, policy: { free_cancellation_hours: number; late_cancellation_refund_percent: number }, earliest = 0) {
  const psychologist = await listedPsychologistViaApi(page.request, everyDay);
  const saved = await page.request.put('/api/booking/cancellation-policy/', { headers: auth(psychologist), data: policy });
  expect(saved.status()).toBe(200);
  const patient = await registerPatient(page.request);
  const appointment = await bookAndPayByCard(page, patient, psychologist.profileId, earliest);
  return { psychologist, patient, appointment };
}

/** The patient's appointment detail in 'Mis Citas'. */
async function openDetail(page: Page, appointment: CardPaidAppointment): Promise<void> {
  await page.goto('/dashboard/appointments');
  // 'Todas': a cancelled session is no longer under 'Próximas'.
  await page.getByRole('tab', { name: /^Todas/ }).click();
  await page.getByRole('tabpanel', { name: /^Todas/ }).getByRole('article', { name: `Cita ${appointment.code}` }).getByRole('button', { name: 'Ver detalle' }).click();
}

/** The patient cancels in the detail's dialog, which first says what goes back to the card. */
async function cancelAsPatient(page: Page, appointment: CardPaidAppointment, notice: string): Promise<void> {
  await openDetail(page, appointment);
  await page.getByRole('button', { name: 'Cancelar cita' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar cita' });
  await expect(confirm.getByTestId('cancel-refund-notice')).toHaveText(notice);
  await expectNoAccessibilityViolations(page);
  const cancelled = page.waitForResponse((response) => /\/api\/appointments\/\d+\/cancel\/$/.test(response.url()));
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
  expect((await cancelled).status()).toBe(200);
}

/**
 * No person acts: the payments job asks Transbank's refund call (the stand-in), which then holds the refund, and the
 * patient's detail reads 'Reembolsado $X a tu tarjeta'.
 */
async function expectRefundedByCard(page: Page, patient: ApiSession, appointment: CardPaidAppointment, amount: number, transbankStatus: string) {
  await expect.poll(() => refundsOf(page.request, patient, appointment.id), { timeout: 30_000 }).toEqual([expect.objectContaining({ amount, status: 'DONE' })]);
  expect(await webpayTransaction(page.request, appointment.token)).toEqual(expect.objectContaining({ status: transbankStatus }));
  await openDetail(page, appointment);
  await expect(page.getByTestId('card-refunded')).toHaveText(`Reembolsado $${amount.toLocaleString('es-CL')} a tu tarjeta`);
  await expectNoAccessibilityViolations(page);
}

test('a patient cancels a card-paid session outside the free window: the whole payment goes back to the card', async ({ page }) => {
  test.slow(); // a card payment, a cancellation and the refund job on a loaded machine
  const { patient, appointment } = await paidCardSession(page, { free_cancellation_hours: 24, late_cancellation_refund_percent: 50 }, Date.now() + 3 * DAY);
  await loginAs(page, patient.email);
  await cancelAsPatient(page, appointment, 'Se te reembolsarán $20.000 (100 %) a tu tarjeta en 1 a 5 días hábiles.');
  await expectRefundedByCard(page, patient, appointment, 20_000, 'REVERSED');
});

test('a patient cancels a card-paid session inside the window of a 50 % policy: half goes back to the card', async ({ page }) => {
  test.slow();
  const { patient, appointment } = await paidCardSession(page, { free_cancellation_hours: 48, late_cancellation_refund_percent: 50 });
  await loginAs(page, patient.email);
  await cancelAsPatient(page, appointment, 'Se te reembolsarán $10.000 (50 %) a tu tarjeta en 1 a 5 días hábiles.');
  await expectRefundedByCard(page, patient, appointment, 10_000, 'PARTIALLY_NULLIFIED');
  await page.screenshot({ path: 'docs/screenshots/payments-card-refunded.png', fullPage: true });
});

test("the psychologist's cancellation of a card-paid session refunds it in full, whatever the policy", async ({ page }) => {
  test.slow();
  // Inside the window of a policy that refunds nothing late: the psychologist's cancellation still refunds everything.
  const { psychologist, patient, appointment } = await paidCardSession(page, { free_cancellation_hours: 48, late_cancellation_refund_percent: 0 });
  // The agenda's status change to 'Cancelada', as the psychologist's drawer makes it.
  const cancelled = await page.request.patch(`/api/appointments/${appointment.id}/update-status/`, { headers: auth(psychologist), data: { status: 'CANCELLED' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await loginAs(page, patient.email);
  await expectRefundedByCard(page, patient, appointment, 20_000, 'REVERSED');
});
