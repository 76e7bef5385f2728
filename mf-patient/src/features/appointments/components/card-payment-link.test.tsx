import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { PaymentMethodId } from '@emind/domain';
import { appointmentFixture } from '@emind/web-appointments/testing';
import { profileFixture, renderPage, stubApi } from '@emind/web-account/testing';
import { App } from '../../../app/app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openPendingDetail(method: PaymentMethodId) {
  const pending = appointmentFixture(8, '2099-06-02', '15:00', 'PENDING_PAYMENT', { payment_detail: { payment_method: method, transaction_id: 'EM-000008', payment_date: null } });
  stubApi(profileFixture(), (call) => (call.path.startsWith('/appointments/client-appointments') ? { status: 200, body: [pending] } : undefined), 'client');
  renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard/appointments' });
  const user = userEvent.setup();
  await user.click(within(await screen.findByRole('article', { name: 'Cita EM-000008' })).getByRole('button', { name: 'Ver detalle' }));
  return screen.findByRole('dialog', { name: 'Cita EM-000008' });
}

describe('an unpaid appointment in Mis Citas', () => {
  it("booked by card links to its card payment page ('Reintentar pago' there), with no transfer or proof upload", async () => {
    const dialog = await openPendingDetail('credit_card');
    expect(within(dialog).getByRole('link', { name: 'Pagar con tarjeta' }).getAttribute('href')).toBe('/pago/8');
    expect(within(dialog).queryByRole('heading', { name: 'Comprobante de pago' })).toBeNull();
  });

  it('booked by transfer keeps where to pay and the proof upload', async () => {
    const dialog = await openPendingDetail('transfer');
    expect(within(dialog).getByRole('heading', { name: 'Comprobante de pago' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Pagar con tarjeta' })).toBeNull();
  });
});
