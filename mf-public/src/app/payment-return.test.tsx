import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppointmentPayment } from '@emind/contracts';
import { fetchUrl } from '@emind/web-api/testing';
import { jsonResponse, signInAs, stubFetchAsVisitor } from '../testing/directory-fixtures';
import { AsMountedByShell } from '../testing/location-probe';
import { renderPage } from '../testing/render-page';
import { App } from './app';

const fetchMock = stubFetchAsVisitor();

const payment = (changes: Partial<AppointmentPayment>): AppointmentPayment => ({
  appointment: 41, method: 'credit_card', status: 'AUTHORIZED', amount: 25000, card_last4: '6623', authorization_code: '1213', refunds: [],
  appointment_status: 'CONFIRMED', hold_expires_at: '2026-11-29T15:15:00.000Z', can_retry: false, ...changes,
});

function answer(current: AppointmentPayment, onWebpay?: () => Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = fetchUrl(input).pathname;
    if (url === '/api/payments/appointments/41/') return jsonResponse(200, current);
    if (url === '/api/payments/webpay/' && onWebpay) return onWebpay();
    if (url === '/api/appointments/41/') {
      return jsonResponse(200, {
        id: 41, psychologist_name: 'Valentina Rojas', date: '2026-12-01', start_time: '10:00', end_time: '11:00', starts_at: '2026-12-01T13:00:00Z',
        ends_at: '2026-12-01T14:00:00Z', status: 'CONFIRMED', meeting_link: 'https://e-mind.test/sesion/41',
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
    expect(screen.getByText(/confirmada \(CONFIRMED\)/)).toBeTruthy();
    expect(screen.getByText(/terminada en 6623/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'https://e-mind.test/sesion/41' })).getAttribute('href')).toBe('https://e-mind.test/sesion/41');
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
