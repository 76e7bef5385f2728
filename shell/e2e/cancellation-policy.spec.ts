import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { apiLogin, registerPatient, setPaymentStatus } from './support/appointments.ts';
import { demo, loginAs } from './support/shell-session.ts';
import { listedPsychologistViaApi } from './support/time-off.ts';

const SENTENCE = 'Cancelación gratuita hasta 48 horas antes de la sesión; después se reembolsa el 50 %.';
const everyDay = { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], startTime: '08:00', endTime: '20:00' };

test('a psychologist sets 48 h / 50 %; the patient reads it before paying, books, cancels inside the window and is told half is refunded', async ({ page, browser }) => {
  test.slow(); // two people's screens, a booking and a cancellation on a loaded machine
  // Slots every day from 08:00 to 20:00: the first one offered is always within 48 hours.
  const psychologist = await listedPsychologistViaApi(page.request, everyDay);

  await loginAs(page, psychologist.email);
  await page.goto('/psicologo/dashboard/profile');
  await page.getByRole('tab', { name: 'Horarios y Tarifas' }).click();
  const form = page.getByRole('form', { name: 'Política de cancelación' });
  await form.getByLabel('Cancelación gratuita hasta').selectOption('48');
  await form.getByLabel('Si el paciente cancela después').selectOption('50');
  await expect(form.getByTestId('cancellation-policy-summary')).toHaveText(SENTENCE);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/booking/cancellation-policy/') && response.request().method() === 'PUT');
  // By keyboard: scrolled this far down, the page still moves by 24 px after Playwright has aimed (seen in the trace), so a
  // click at the button's old place landed above it.
  await form.getByRole('button', { name: 'Guardar política' }).press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(form.getByText('Guardado')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('region', { name: 'Política de cancelación' }).screenshot({ path: 'docs/screenshots/politica-cancelacion.png' });

  const patient = await registerPatient(page.request);
  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  await loginAs(patientPage, patient.email);
  await patientPage.goto(`/especialistas/${psychologist.profileId}`);
  await expect(patientPage.getByRole('region', { name: 'Política de cancelación' }).getByTestId('profile-cancellation-policy')).toHaveText(SENTENCE);
  await expectNoAccessibilityViolations(patientPage);

  await patientPage.goto(`/especialistas/${psychologist.profileId}/agendar`);
  const modal = patientPage.getByRole('dialog', { name: /^Agendar consulta con / });
  await modal.getByRole('group', { name: 'Horarios disponibles' }).getByRole('button').first().click();
  await modal.getByRole('button', { name: 'Continuar' }).click();
  const payment = patientPage.getByRole('dialog', { name: 'Método de pago' });
  await expect(payment.getByTestId('booking-cancellation-policy')).toHaveText(SENTENCE);
  await expectNoAccessibilityViolations(patientPage);
  await payment.getByRole('radio', { name: /Transferencia bancaria/ }).click();
  const booked = patientPage.waitForResponse((response) => response.url().endsWith('/api/appointments/') && response.request().method() === 'POST');
  await payment.getByRole('button', { name: 'Confirmar y Pagar' }).click();
  const appointment = (await (await booked).json()) as { id: number; code: string };
  // A first session's transfer is verified by an admin.
  await setPaymentStatus(page.request, await apiLogin(page.request, demo.admin), appointment.id, 'PAYMENT_VERIFIED');

  await patientPage.goto('/dashboard/appointments');
  await patientPage.getByRole('article', { name: `Cita ${appointment.code}` }).getByRole('button', { name: 'Ver detalle' }).click();
  await patientPage.getByRole('button', { name: 'Cancelar cita' }).click();
  const confirm = patientPage.getByRole('alertdialog', { name: 'Cancelar cita' });
  await expect(confirm.getByTestId('cancel-refund-notice')).toHaveText('Se te reembolsarán $10.000 (50 %) por transferencia; un administrador lo gestionará.');
  await expectNoAccessibilityViolations(patientPage);
  await confirm.screenshot({ path: 'docs/screenshots/cancelar-cita-reembolso.png' });
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
  // Both the open detail and the list's card behind it say what is pending, with the amount.
  await expect(patientPage.getByTestId('refund-pending')).toHaveText(['Reembolso pendiente $10.000', 'Reembolso pendiente $10.000']);
  await patientContext.close();
});
