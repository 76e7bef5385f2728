import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Appointment, AppointmentRefund } from '@emind/contracts';
import { appointmentCode, slotInstants } from '@emind/domain';
import { profileFixture, renderPage, stubApi } from '@emind/web-account/testing';
import { App } from '../../../app/app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const instants = slotInstants('2099-06-02', { start_time: '15:00', end_time: '16:00' });
if (!instants) throw new Error('slot');
const account = { bank_name: null, bank_name_display: null, bank_account_type: null, bank_account_type_display: null, bank_account_number: null, bank_account_owner: null, bank_account_owner_rut: null, bank_account_owner_email: null };
const confirmed: Appointment = {
  id: 5, code: appointmentCode(5), date: '2099-06-02', start_time: '15:00', end_time: '16:00', starts_at: instants.startsAt.toISOString(), ends_at: instants.endsAt.toISOString(),
  status: 'CONFIRMED', status_display: 'Confirmada', psychologist: 7, psychologist_name: 'Ana Pérez',
  psychologist_data: { name: 'Ana Pérez', profile_image: null, professional_title: null }, client: 3, client_name: 'Ana Cliente',
  client_data: { name: 'Ana Cliente', email: 'ana@example.cl', phone: null, profile_image: null }, client_notes: '', meeting_link: null,
  payment_proof_url: null, payment_amount: 20000, is_first_appointment: false,
  payment_info: { amount: 20000, destination: 'psychologist', account, reference: appointmentCode(5), hold_expires_at: null },
  payment_detail: { payment_method: 'transfer', transaction_id: appointmentCode(5), payment_date: null },
  refund_pending: false, payment_overdue: false, can_reschedule: false, reschedule_blocked_reason: null, series_id: null, history: [], created_at: instants.startsAt.toISOString(),
};
const policy = { free_cancellation_hours: 48, late_cancellation_refund_percent: 50 } as const;
const refund = (state: AppointmentRefund['state']): AppointmentRefund => ({
  appointment: 5, state, payment_method: 'transfer', amount_paid: 20000, refund_amount: 10000, refund_percent: 50, reason: 'late', policy,
  free_until: '2099-05-31T19:00:00.000Z', message: 'Se te reembolsarán $10.000 (50 %) por transferencia; un administrador lo gestionará.', refunded: false,
});

describe("'Cancelar cita' says what will be refunded before the patient confirms", () => {
  it("shows the server's figure, cancels, then shows 'Reembolso pendiente $10.000'", async () => {
    let current = confirmed;
    const calls = stubApi(profileFixture(), (call) => {
      if (call.path.startsWith('/appointments/client-appointments')) return { status: 200, body: [current] };
      if (call.path === '/booking/cancellation-policy/appointments/5/refund/') return { status: 200, body: refund(current.status === 'CANCELLED' ? 'due' : 'preview') };
      if (call.path === '/appointments/5/cancel/') {
        current = { ...confirmed, status: 'CANCELLED', status_display: 'Cancelada', refund_pending: true };
        return { status: 200, body: current };
      }
      return undefined;
    }, 'client');
    renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard/appointments' });
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('article', { name: 'Cita EM-000005' })).getByRole('button', { name: 'Ver detalle' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar cita' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Cancelar cita' });
    expect((await within(confirm).findByTestId('cancel-refund-notice')).textContent).toBe('Se te reembolsarán $10.000 (50 %) por transferencia; un administrador lo gestionará.');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Sí, cancelar' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH' && call.path === '/appointments/5/cancel/')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('refund-pending').textContent).toBe('Reembolso pendiente $10.000'));
  });
});
