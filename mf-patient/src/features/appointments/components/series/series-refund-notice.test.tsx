import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AppointmentRefund } from '@emind/contracts';
import { appointmentFixture } from '@emind/web-appointments/testing';
import { profileFixture, renderPage, stubApi } from '@emind/web-account/testing';
import { App } from '../../../../app/app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const policy = { free_cancellation_hours: 24, late_cancellation_refund_percent: 0 } as const;
const session = (id: number, date: string) => appointmentFixture(id, date, '09:00', 'PAYMENT_VERIFIED', { series_id: 9, payment_amount: 20000 });
/** Four weekly sessions; the first is already past its free window (nothing back), the others are refunded in full. */
const sessions = [session(1, '2099-06-01'), session(2, '2099-06-08'), session(3, '2099-06-15'), session(4, '2099-06-22')];
const preview = (id: number): AppointmentRefund => ({
  appointment: id, state: 'preview', payment_method: 'transfer', amount_paid: 20000, refund_amount: id === 1 ? 0 : 20000, refund_percent: id === 1 ? 0 : 100,
  reason: id === 1 ? 'late' : 'free_window', policy, free_until: '2099-05-31T13:00:00.000Z', message: '', refunded: false,
});

describe("'Cancelar esta y las siguientes' says what will be refunded in total", () => {
  it('sums the previews of this session and the later ones only', async () => {
    const calls = stubApi(profileFixture(), (call) => {
      if (call.path.startsWith('/appointments/client-appointments')) return { status: 200, body: sessions };
      const refund = /^\/booking\/cancellation-policy\/appointments\/(\d+)\/refund\/$/.exec(call.path);
      if (refund) return { status: 200, body: preview(Number(refund[1])) };
      return undefined;
    }, 'client');
    renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard/appointments' });
    const user = userEvent.setup();
    await user.click(within((await screen.findAllByRole('article', { name: 'Cita EM-000002' }))[0] as HTMLElement).getByRole('button', { name: 'Ver detalle' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar esta y las siguientes' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Cancelar esta y las siguientes' });
    expect((await within(confirm).findByTestId('series-refund-notice')).textContent).toBe('Se te reembolsarán $60.000 en total por transferencia; un administrador lo gestionará.');
    const asked = calls.filter((call) => call.path.includes('/refund/')).map((call) => call.path.split('/')[4]).sort();
    expect(asked).toEqual(['2', '3', '4']);
  });
});
