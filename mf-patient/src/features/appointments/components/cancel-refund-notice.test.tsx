import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AppointmentRefund } from '@emind/contracts';
import { appointmentFixture } from '@emind/web-appointments/testing';
import { profileFixture, renderPage, stubApi } from '@emind/web-account/testing';
import { App } from '../../../app/app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const confirmed = appointmentFixture(5, '2099-06-02', '15:00', 'CONFIRMED', { payment_amount: 20000 });
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
    // The detail and, behind it, the list's card both say how much.
    await waitFor(() => expect(screen.getAllByTestId('refund-pending').map((line) => line.textContent)).toEqual(['Reembolso pendiente $10.000', 'Reembolso pendiente $10.000']));
    const card = screen.getByRole('article', { name: 'Cita EM-000005', hidden: true });
    expect(within(card).getByTestId('refund-pending').textContent).toBe('Reembolso pendiente $10.000');
  });
});
