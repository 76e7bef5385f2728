import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { auth, freeSlot, type ApiSession } from './appointments.ts';

/** The Webpay stand-in the config starts and points EMIND_WEBPAY_ENVIRONMENT at (playwright.config.ts). */
export const webpayOrigin = (): string => process.env.E2E_WEBPAY_URL ?? '';

/** The stand-in checks Transbank's headers; these are the SDK's public integration credentials it expects by default. */
const TRANSBANK_HEADERS = {
  'Tbk-Api-Key-Id': '597055555532',
  'Tbk-Api-Key-Secret': '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C',
};

export interface CardPaidAppointment {
  id: number;
  code: string;
  is_first_appointment: boolean;
  /** Webpay's token of the payment, to ask Transbank (the stand-in) what it holds. */
  token: string;
}

/**
 * Books a free slot of the psychologist by card (the first one, or the first from `earliest` epoch ms) and pays it with
 * the approved test card on the Webpay stand-in's form, landing on /pago/{id}.
 */
export async function bookAndPayByCard(page: Page, patient: ApiSession, psychologistId: number, earliest = 0): Promise<CardPaidAppointment> {
  const slot = await freeSlot(page.request, patient, psychologistId, 0, earliest);
  const booked = await page.request.post('/api/appointments/', {
    headers: auth(patient), data: { psychologist: psychologistId, ...slot, payment_method: 'credit_card', client_notes: '' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const appointment = (await booked.json()) as { id: number; code: string; is_first_appointment: boolean };
  const started = await page.request.post('/api/payments/webpay/', { headers: auth(patient), data: { appointment: appointment.id } });
  expect(started.status()).toBe(201);
  const { url, token } = (await started.json()) as { url: string; token: string };
  // What the booking page does: POST token_ws to Transbank's form.
  await page.setContent(`<form method="post" action="${url}"><input type="hidden" name="token_ws" value="${token}"></form>`);
  await page.locator('form').evaluate((form: HTMLFormElement) => form.submit());
  // Webpay's return answers 303 to /pago/{id}. This page has no signed-in session, so the app then sends it on to the
  // login: wait for the landing itself (its commit), not for a URL the page may already have left.
  const landed = page.waitForURL(new RegExp(`/pago/${appointment.id}$`), { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Pagar con tarjeta de prueba aprobada' }).click();
  await landed;
  return { ...appointment, token };
}

/** The refunds our payments service records for an appointment, as its patient reads them. */
export async function refundsOf(request: APIRequestContext, patient: ApiSession, appointmentId: number): Promise<{ amount: number; status: string }[]> {
  const response = await request.get(`/api/payments/appointments/${appointmentId}/`, { headers: auth(patient) });
  return ((await response.json()) as { refunds: { amount: number; status: string }[] }).refunds;
}

/** What Transbank (the stand-in) says of a transaction: its status ('REVERSED', 'PARTIALLY_NULLIFIED', …) and amount. */
export async function webpayTransaction(request: APIRequestContext, token: string): Promise<{ status: string; amount: number }> {
  const response = await request.get(`${webpayOrigin()}/rswebpaytransaction/api/webpay/v1.2/transactions/${token}`, { headers: TRANSBANK_HEADERS });
  expect(response.status()).toBe(200);
  return (await response.json()) as { status: string; amount: number };
}
