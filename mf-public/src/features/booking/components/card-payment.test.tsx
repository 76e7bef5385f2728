import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUrl } from '@emind/web-api/testing';
import { App } from '../../../app/app';
import { bookingPageAnswer, jsonResponse, signInAs, stubFetchAsVisitor } from '../../../testing/directory-fixtures';
import { AsMountedByShell } from '../../../testing/location-probe';
import { renderPage } from '@emind/web-ui/testing';

const fetchMock = stubFetchAsVisitor();

function answer(methods: string[]) {
  const posted: { url: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = fetchUrl(input);
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    const page = bookingPageAnswer(url);
    if (page) return page;
    if (url.pathname === '/api/payments/methods/') return jsonResponse(200, { methods });
    if (url.pathname === '/api/appointments/series/preview/') {
      return jsonResponse(200, { dates: ['2099-06-01', '2099-06-08'].map((date) => ({ date, starts_at: `${date}T13:00:00.000Z`, free: true, reason: null, reason_display: null })) });
    }
    if (method === 'POST') {
      posted.push({ url: url.pathname, body: input instanceof Request ? await input.json() : JSON.parse(String(init?.body)) });
      if (url.pathname === '/api/appointments/') return jsonResponse(201, { id: 41 });
      if (url.pathname === '/api/appointments/series/') return jsonResponse(201, { series_id: 3, appointments: [{ id: 51 }, { id: 52 }] });
      if (url.pathname === '/api/payments/webpay/') return jsonResponse(201, { url: 'https://webpay3gint.transbank.cl/webpayserver/initTransaction', token: 'e9d5' });
    }
    return jsonResponse(404, { detail: 'No encontrado.' });
  });
  return posted;
}

async function openPaymentStep({ weekly = false } = {}) {
  signInAs('client');
  renderPage(<AsMountedByShell app={<App />} />, { route: '/especialistas/7/agendar' });
  const dialog = await screen.findByRole('dialog', { name: 'Agendar consulta con Valentina Rojas Pérez' }, { timeout: 5_000 });
  const user = userEvent.setup();
  await user.click(await within(dialog).findByRole('button', { name: /09:00/ }));
  if (weekly) {
    await user.click(screen.getByRole('checkbox', { name: 'Repetir cada semana' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Número de sesiones' }), '2');
    await screen.findByRole('list', { name: 'Fechas de la serie' });
  }
  await waitFor(() => expect((screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement).disabled).toBe(false));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  return user;
}

/** Records the forms the page submits (Transbank's, with token_ws) instead of leaving the page. */
function recordSubmittedForms() {
  const submitted: { action: string; method: string; fields: Record<string, string> }[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({ action: this.action, method: this.method.toLowerCase(), fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>) });
  });
  return submitted;
}

afterEach(() => vi.restoreAllMocks());

describe('paying by card in the booking modal', () => {
  it("books with payment_method credit_card, starts Webpay and POSTs token_ws to Transbank's form", async () => {
    const posted = answer(['credit_card', 'transfer']);
    const submitted = recordSubmittedForms();
    const user = await openPaymentStep();
    const card = await screen.findByRole('radio', { name: /Tarjeta \(Webpay\)/ });
    expect(card.textContent).toContain('Crédito, débito o prepago');
    expect((screen.getByRole('radio', { name: /PayPal/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Confirmar y Pagar' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(posted.map((call) => call.url)).toEqual(['/api/appointments/', '/api/payments/webpay/']);
    expect(posted[0]?.body).toMatchObject({ payment_method: 'credit_card', psychologist: 7, date: '2099-06-01', start_time: '09:00' });
    expect(posted[1]?.body).toEqual({ appointment: 41 });
    expect(submitted[0]).toEqual({ action: 'https://webpay3gint.transbank.cl/webpayserver/initTransaction', method: 'post', fields: { token_ws: 'e9d5' } });
  });

  it('books a weekly series by card and starts Webpay for its first session (the others are paid from Mis Citas)', async () => {
    const posted = answer(['credit_card', 'transfer']);
    const submitted = recordSubmittedForms();
    const user = await openPaymentStep({ weekly: true });
    await user.click(await screen.findByRole('radio', { name: /Tarjeta \(Webpay\)/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar y Pagar' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(posted.map((call) => call.url)).toEqual(['/api/appointments/series/', '/api/payments/webpay/']);
    expect(posted[0]?.body).toMatchObject({ payment_method: 'credit_card', weeks: 2, skip_dates: [] });
    expect(posted[1]?.body).toEqual({ appointment: 51 });
    expect(submitted[0]?.fields).toEqual({ token_ws: 'e9d5' });
  });

  it('offers only what EMIND_PAYMENT_METHODS allows', async () => {
    answer(['transfer']);
    await openPaymentStep();
    const card = await screen.findByRole('radio', { name: /Tarjeta \(Webpay\)/ });
    await waitFor(() => expect((card as HTMLButtonElement).disabled).toBe(true));
    expect(card.textContent).toContain('No disponible por ahora');
    expect((screen.getByRole('radio', { name: /Transferencia bancaria/ }) as HTMLButtonElement).disabled).toBe(false);
  });
});
