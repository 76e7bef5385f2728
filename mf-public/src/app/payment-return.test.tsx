import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppointmentPayment } from '@emind/contracts';
import { fetchUrl } from '@emind/web-api/testing';
import { jsonResponse, signInAs, stubFetchAsVisitor } from '../testing/directory-fixtures';
import { AsMountedByShell } from '../testing/location-probe';
import { renderPage } from '@emind/web-ui/testing';
import { App } from './app';

const fetchMock = stubFetchAsVisitor();

const payment = (changes: Partial<AppointmentPayment>): AppointmentPayment => ({
  appointment: 41, method: 'credit_card', status: 'AUTHORIZED', amount: 25000, card_last4: '6623', authorization_code: '1213', refunds: [],
  appointment_status: 'CONFIRMED', hold_expires_at: '2026-11-29T15:15:00.000Z', can_retry: false, ...changes,
});

function answer(current: AppointmentPayment, onWebpay?: () => Response, seriesId: number | null = null) {
  fetchMock.mockImplementation(async (input) => {
    const url = fetchUrl(input).pathname;
    if (url === '/api/payments/appointments/41/') return jsonResponse(200, current);
    if (url === '/api/payments/webpay/' && onWebpay) return onWebpay();
    if (url === '/api/appointments/41/') {
      return jsonResponse(200, {
        id: 41, psychologist_name: 'Valentina Rojas', date: '2026-12-01', start_time: '10:00', end_time: '11:00', starts_at: '2026-12-01T13:00:00Z',
        ends_at: '2026-12-01T14:00:00Z', status: 'CONFIRMED', meeting_link: 'https://e-mind.test/sesion/41', series_id: seriesId,
      });
    }
    return jsonResponse(404, { detail: 'No encontrado.' });
  });
}

const renderReturn = () => renderPage(<AsMountedByShell app={<App />} />, { route: '/pago/41' });

describe('/pago/:id', () => {
  it("shows 'Pago aprobado', the session confirmed and its room link", async () => {
    signInAs('client');
    answer(payment({}));
    renderReturn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago aprobado' })).toBeTruthy();
    expect(screen.getByText(/^Tu sesión quedó confirmada\.$/)).toBeTruthy();
    expect(screen.getByText(/terminada en 6623/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'https://e-mind.test/sesion/41' })).getAttribute('href')).toBe('https://e-mind.test/sesion/41');
    expect(screen.queryByText(/serie semanal/)).toBeNull();
  });

  it("draws 'Pago aprobado' once the session is in too, so its lines never push the payment's down", async () => {
    signInAs('client');
    let releaseSession: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (input) => {
      const url = fetchUrl(input).pathname;
      if (url === '/api/payments/appointments/41/') return jsonResponse(200, payment({}));
      if (url === '/api/appointments/41/') return new Promise<Response>((resolve) => (releaseSession = resolve));
      return jsonResponse(404, { detail: 'No encontrado.' });
    });
    renderReturn();
    expect(await screen.findByRole('status', { name: 'Cargando el pago' })).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => fetchUrl(input).pathname === '/api/appointments/41/')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Pago aprobado' })).toBeNull();
    releaseSession(jsonResponse(200, { id: 41, psychologist_name: 'Valentina Rojas', date: '2026-12-01', start_time: '10:00', end_time: '11:00', starts_at: '2026-12-01T13:00:00Z', ends_at: '2026-12-01T14:00:00Z', status: 'CONFIRMED', meeting_link: null, series_id: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago aprobado' })).toBeTruthy();
    expect(screen.getByText(/^Sesión con Valentina Rojas/)).toBeTruthy();
  });

  it('tells a weekly series that each of its sessions is paid from Mis Citas', async () => {
    signInAs('client');
    answer(payment({}), undefined, 3);
    renderReturn();
    expect(await screen.findByText('Cada sesión de tu serie semanal se paga por separado desde Mis Citas, antes de su fecha límite.')).toBeTruthy();
  });

  it("after 'Anular' says so in Spanish and offers 'Reintentar pago', which starts a new Webpay transaction", async () => {
    signInAs('client');
    let started = 0;
    answer(payment({ status: 'ABORTED', appointment_status: 'PENDING_PAYMENT', card_last4: null, authorization_code: null, can_retry: true }), () => {
      started += 1;
      return jsonResponse(409, { detail: 'Esta cita ya no se puede pagar con tarjeta.' });
    });
    renderReturn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anulaste el pago' })).toBeTruthy();
    expect(screen.getByText(/No se realizó ningún cargo/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar pago' }));
    expect(await screen.findByText('Error: Esta cita ya no se puede pagar con tarjeta.')).toBeTruthy();
    expect(started).toBe(1);
  });

  it("a card payment not started yet (a series' later session) offers 'Pagar con tarjeta' with its deadline, not a refusal", async () => {
    signInAs('client');
    let started = 0;
    answer(payment({ status: null, appointment_status: 'PENDING_PAYMENT', card_last4: null, authorization_code: null, can_retry: true }), () => {
      started += 1;
      return jsonResponse(409, { detail: 'Esta cita ya no se puede pagar con tarjeta.' });
    });
    renderReturn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paga tu sesión con tarjeta' })).toBeTruthy();
    expect(screen.getByText('Tu cita está pendiente de pago: $25.000.')).toBeTruthy();
    expect(screen.getByText(/antes del .* a las 12:15\.$/)).toBeTruthy();
    expect(screen.queryByText(/rechazado|No se realizó ningún cargo/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    expect(started).toBe(1);
  });

  it("after 'Anular' offers 'Pagar por transferencia', which switches the booking and shows the transfer's instructions", async () => {
    signInAs('client');
    let current = payment({ status: 'ABORTED', appointment_status: 'PENDING_PAYMENT', card_last4: null, authorization_code: null, can_retry: true });
    const switched = {
      id: 41, psychologist_name: 'Valentina Rojas', date: '2026-12-01', start_time: '10:00', end_time: '11:00', starts_at: '2026-12-01T13:00:00Z',
      ends_at: '2026-12-01T14:00:00Z', status: 'PENDING_PAYMENT', meeting_link: null,
      payment_info: {
        amount: 25000, destination: 'platform', reference: 'EM-000041', hold_expires_at: '2026-11-30T15:00:00.000Z',
        account: { bank_name: 'BANCO_ESTADO', bank_name_display: 'Banco Estado', bank_account_type: 'VISTA', bank_account_type_display: 'Cuenta Vista',
          bank_account_number: '123456789', bank_account_owner: 'e-mind SpA', bank_account_owner_rut: '76.123.456-7', bank_account_owner_email: 'pagos@e-mind.cl' },
      },
    };
    const switches: string[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = fetchUrl(input).pathname;
      if (url === '/api/payments/appointments/41/') return jsonResponse(200, current);
      if (url === '/api/appointments/41/pay-by-transfer/') {
        switches.push(input instanceof Request ? input.method : (init?.method ?? 'GET'));
        current = { ...current, method: 'transfer', can_retry: false };
        return jsonResponse(200, switched);
      }
      if (url === '/api/appointments/41/') return jsonResponse(200, switched);
      return jsonResponse(404, { detail: 'No encontrado.' });
    });
    renderReturn();
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar por transferencia' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagarás por transferencia' })).toBeTruthy();
    expect(switches).toEqual(['PATCH']);
    expect(screen.getByTestId('payment-reference').textContent).toBe('EM-000041');
    expect(screen.getByTestId('payment-account').textContent).toContain('123456789');
    expect(screen.getByText(/sube el comprobante desde Mis Citas/)).toBeTruthy();
  });

  it("says why 'Pagar por transferencia' was refused (a card payment still under way)", async () => {
    signInAs('client');
    fetchMock.mockImplementation(async (input) => {
      const url = fetchUrl(input).pathname;
      if (url === '/api/payments/appointments/41/') return jsonResponse(200, payment({ status: 'ABORTED', appointment_status: 'PENDING_PAYMENT', can_retry: true }));
      if (url === '/api/appointments/41/pay-by-transfer/') return jsonResponse(409, { detail: 'Tienes un pago con tarjeta en curso o aprobado para esta cita.' });
      return jsonResponse(404, { detail: 'No encontrado.' });
    });
    renderReturn();
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar por transferencia' }));
    expect(await screen.findByText('Error: Tienes un pago con tarjeta en curso o aprobado para esta cita.')).toBeTruthy();
  });

  it('a rejected card or a timed-out form, once the hold is over, sends the patient to choose another time', async () => {
    signInAs('client');
    answer(payment({ status: 'TIMED_OUT', appointment_status: 'CANCELLED', card_last4: null, authorization_code: null }));
    renderReturn();
    expect(await screen.findByRole('heading', { level: 1, name: 'El tiempo para pagar se agotó' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar pago' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a Mis Citas' }).getAttribute('href')).toBe('/dashboard/appointments');
  });

  it('sends a visitor to sign in and back here', async () => {
    answer(payment({}));
    renderReturn();
    expect(await screen.findByText('Pantalla de inicio de sesión')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fpago%2F41');
  });
});
