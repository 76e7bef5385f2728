import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { apiLogin, registerPatient } from './support/appointments.ts';
import { webpayOrigin } from './support/card-payments.ts';
import { loginAs } from './support/shell-session.ts';


/** Books the first free slot of the psychologist in the booking modal, paying by card: the browser leaves for Webpay's form. */
async function bookByCard(page: Page, psychologistEmail: string, screenshot = false): Promise<void> {
  const psychologist = await apiLogin(page.request, psychologistEmail);
  const patient = await registerPatient(page.request);
  await loginAs(page, patient.email);
  await page.goto(`/especialistas/${psychologist.profileId}/agendar`);
  const modal = page.getByRole('dialog', { name: /^Agendar consulta con / });
  await modal.getByRole('group', { name: 'Horarios disponibles' }).getByRole('button').first().click();
  await modal.getByRole('button', { name: 'Continuar' }).click();
  const payment = page.getByRole('dialog', { name: 'Método de pago' });
  await payment.getByRole('radio', { name: /Tarjeta \(Webpay\)/ }).click();
  await expect(payment.getByRole('radio', { name: /Tarjeta \(Webpay\)/ })).toContainText('Crédito, débito o prepago');
  await expect(payment.getByRole('radio', { name: /PayPal/ })).toBeDisabled();
  if (screenshot) await page.screenshot({ path: 'docs/screenshots/payments-card-method.png' });
  await payment.getByRole('button', { name: 'Confirmar y Pagar' }).click();
  await expect(page).toHaveURL(`${webpayOrigin()}/webpayserver/initTransaction`);
}

async function expectApproved(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/pago\/\d+$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Pago aprobado' })).toBeVisible();
  await expect(page.getByText('Tu sesión quedó confirmada.')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/sesion/${id}$`) })).toBeVisible();
  await expect(page.getByText(/tarjeta terminada en 6623/)).toBeVisible();
}

test('a patient books, pays with a test card on the Webpay form and lands on Pago aprobado with the session confirmed and its room link', async ({ page }) => {
  await bookByCard(page, 'valentina.rojas@e-mind.cl', true);
  await page.getByRole('button', { name: 'Pagar con tarjeta de prueba aprobada' }).click();
  await expectApproved(page);
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: 'docs/screenshots/payments-approved.png', fullPage: true });
  await page.getByRole('link', { name: 'Ir a Mis Citas' }).click();
  await expect(page).toHaveURL('/dashboard/appointments');
  await expect(page.getByRole('article').first()).toContainText('Confirmada');
});

test("'Anular' on the form comes back to a clear page, and 'Reintentar pago' then pays", async ({ page }) => {
  await bookByCard(page, 'isidora.medina@e-mind.cl');
  await page.getByRole('button', { name: 'Anular' }).click();
  await expect(page).toHaveURL(/\/pago\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anulaste el pago' })).toBeVisible();
  await expect(page.getByText('No se realizó ningún cargo y tu cita sigue pendiente de pago.')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: 'docs/screenshots/payments-aborted.png', fullPage: true });
  await page.getByRole('button', { name: 'Reintentar pago' }).click();
  await expect(page).toHaveURL(`${webpayOrigin()}/webpayserver/initTransaction`);
  await page.getByRole('button', { name: 'Pagar con tarjeta de prueba aprobada' }).click();
  await expectApproved(page);
});

test("'Anular', then 'Pagar por transferencia' keeps the hour with the transfer's instructions", async ({ page }) => {
  await bookByCard(page, 'isidora.medina@e-mind.cl');
  await page.getByRole('button', { name: 'Anular' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anulaste el pago' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar por transferencia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagarás por transferencia' })).toBeVisible();
  await expect(page.getByTestId('payment-reference')).toHaveText(/^EM-\d{6}/);
  await expect(page.getByTestId('payment-account')).toContainText('Número de cuenta');
  await expect(page.getByText('Después de transferir, sube el comprobante desde Mis Citas.')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: 'docs/screenshots/payments-switched-to-transfer.png', fullPage: true });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagarás por transferencia' })).toBeVisible();
});

test('a rejected card and the form timing out each come back to a clear page that offers another try (axe 0 on both)', async ({ page }) => {
  test.slow(); // two trips to the form and two axe scans on a loaded machine
  await bookByCard(page, 'valentina.rojas@e-mind.cl');
  await page.getByRole('button', { name: 'Pagar con tarjeta de prueba rechazada' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'El pago fue rechazado' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar pago' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Reintentar pago' }).click();
  await page.getByRole('button', { name: 'Simular tiempo agotado' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'El tiempo para pagar se agotó' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar pago' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
