import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AppointmentRefund } from '@emind/contracts';
import { profileFixture, renderPage, stubApi } from '@emind/web-account/testing';
import { appointmentFixture } from '@emind/web-appointments/testing';
import { App } from '../../app/app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cancelled = appointmentFixture(8, '2099-06-02', '15:00', 'CANCELLED', { payment_amount: 20000, refund_pending: true });
const due: AppointmentRefund = {
  appointment: 8, state: 'due', payment_method: 'transfer', amount_paid: 20000, refund_amount: 10000, refund_percent: 50, reason: 'late',
  policy: { free_cancellation_hours: 48, late_cancellation_refund_percent: 50 }, free_until: '2099-05-31T19:00:00.000Z',
  message: 'Se te reembolsarán $10.000 (50 %) por transferencia; un administrador lo gestionará.', refunded: false,
};

describe("'Pagos': a transfer's refund is still marked by hand, now with its amount", () => {
  it("shows 'Reembolso pendiente $10.000' beside 'Marcar reembolsado'", async () => {
    const calls = stubApi(profileFixture(), (call) => {
      if (call.path.startsWith('/appointments/admin-payment-verification/')) return { status: 200, body: [cancelled] };
      if (call.path === '/booking/cancellation-policy/appointments/8/refund/') return { status: 200, body: due };
      if (call.path === '/appointments/8/mark-refunded/') return { status: 200, body: { ...cancelled, refund_pending: false } };
      return undefined;
    }, 'admin');
    renderPage(<Routes><Route path="/admin/dashboard/*" element={<App />} /></Routes>, { route: '/admin/dashboard/payments' });
    const row = await screen.findByRole('row', { name: 'Cita EM-000008' }, { timeout: 5_000 });
    await waitFor(() => expect(within(row).getByTestId('refund-pending').textContent).toBe('Reembolso pendiente $10.000'));
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Marcar reembolsado' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH' && call.path === '/appointments/8/mark-refunded/')).toBe(true));
  });
});
