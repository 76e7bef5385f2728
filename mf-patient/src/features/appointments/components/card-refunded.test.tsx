import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AppointmentPayment } from '@emind/contracts';
import { appointmentFixture } from '@emind/web-appointments/testing';
import { profileFixture, renderPage, stubApi } from '@emind/web-account/testing';
import { App } from '../../../app/app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payment = (refunds: AppointmentPayment['refunds']): AppointmentPayment => ({
  appointment: 6, method: 'credit_card', status: 'PARTIALLY_REFUNDED', amount: 20000, card_last4: '6623', authorization_code: '1213', refunds,
  appointment_status: 'CANCELLED', hold_expires_at: '2099-06-01T12:00:00.000Z', can_retry: false,
});

async function openDetail(refunds: AppointmentPayment['refunds'], refundPending: boolean) {
  const cancelled = appointmentFixture(6, '2099-06-02', '15:00', 'CANCELLED', { payment_amount: 20000, payment_detail: { payment_method: 'credit_card', transaction_id: 'EM-000006', payment_date: null }, refund_pending: refundPending });
  stubApi(profileFixture(), (call) => {
    if (call.path.startsWith('/appointments/client-appointments')) return { status: 200, body: [cancelled] };
    if (call.path === '/payments/appointments/6/') return { status: 200, body: payment(refunds) };
    return undefined;
  }, 'client');
  renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard/appointments' });
  const user = userEvent.setup();
  // A cancelled session still ahead is listed in 'Todas' only ('Pasadas' holds sessions gone by, issue 43).
  await user.click(await screen.findByRole('tab', { name: /^Todas/ }));
  await user.click(within(await screen.findByRole('article', { name: 'Cita EM-000006' })).getByRole('button', { name: 'Ver detalle' }));
}

describe("a cancelled appointment paid by card shows its refund", () => {
  it("'Reembolsado $X a tu tarjeta' once Transbank gave it back", async () => {
    await openDetail([{ amount: 10000, status: 'DONE', created_at: '2099-05-31T12:00:00.000Z' }], false);
    expect((await screen.findByTestId('card-refunded')).textContent).toBe('Reembolsado $10.000 a tu tarjeta');
    expect(screen.queryByTestId('refund-pending')).toBeNull();
  });

  it("nothing of its own while the refund is still being asked for ('Reembolso pendiente' is booking's)", async () => {
    await openDetail([{ amount: 10000, status: 'PENDING', created_at: '2099-05-31T12:00:00.000Z' }], true);
    // The detail's line and the list card's behind it.
    expect(await screen.findAllByTestId('refund-pending')).toHaveLength(2);
    expect(screen.queryByTestId('card-refunded')).toBeNull();
  });
});
