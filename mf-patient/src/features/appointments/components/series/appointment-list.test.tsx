import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Appointment } from '@emind/contracts';
import { appointmentCode, slotInstants } from '@emind/domain';
import { profileFixture, renderPage, stubApi } from '@emind/web-account/testing';
import { App } from '../../../../app/app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function session(id: number, date: string, seriesId: number | null): Appointment {
  const instants = slotInstants(date, { start_time: '09:00', end_time: '10:00' });
  if (!instants) throw new Error(date);
  const account = { bank_name: null, bank_name_display: null, bank_account_type: null, bank_account_type_display: null, bank_account_number: null, bank_account_owner: null, bank_account_owner_rut: null, bank_account_owner_email: null };
  return {
    id, code: appointmentCode(id), date, start_time: '09:00', end_time: '10:00', starts_at: instants.startsAt.toISOString(), ends_at: instants.endsAt.toISOString(),
    status: 'PENDING_PAYMENT', status_display: 'Pendiente de pago', psychologist: 7, psychologist_name: 'Ana Pérez',
    psychologist_data: { name: 'Ana Pérez', profile_image: null, professional_title: null, gender: null }, client: 3, client_name: 'Ana Cliente',
    client_data: { name: 'Ana Cliente', email: 'ana@example.cl', phone: null, profile_image: null }, client_notes: '', meeting_link: null,
    payment_proof_url: null, payment_amount: 20000, is_first_appointment: id === 1,
    payment_info: { amount: 20000, destination: 'psychologist', account, reference: appointmentCode(id), hold_expires_at: null },
    payment_detail: { payment_method: 'transfer', transaction_id: appointmentCode(id), payment_date: null },
    refund_pending: false, payment_overdue: false, can_reschedule: false, reschedule_blocked_reason: null, series_id: seriesId, history: [], created_at: instants.startsAt.toISOString(),
  };
}

const all = [session(1, '2099-06-01', 9), session(2, '2099-06-03', null), session(3, '2099-06-08', 9), session(4, '2099-06-15', 9)];

describe("a weekly series in 'Mis Citas'", () => {
  it("groups the series under 'Serie semanal · 3 sesiones' and cancels a session and the following ones", async () => {
    const calls = stubApi(profileFixture(), (call) => {
      if (call.path.startsWith('/appointments/client-appointments')) return { status: 200, body: all };
      if (call.path === '/appointments/3/cancel-following/') return { status: 200, body: { cancelled: [] } };
      return undefined;
    }, 'client');
    renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard/appointments' });
    const series = (await screen.findAllByRole('region', { name: 'Serie semanal · 3 sesiones' }))[0] as HTMLElement;
    expect(within(series).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Cita EM-000001', 'Cita EM-000003', 'Cita EM-000004']);

    const user = userEvent.setup();
    await user.click(within(within(series).getByRole('article', { name: 'Cita EM-000003' })).getByRole('button', { name: 'Ver detalle' }));
    expect(await screen.findByRole('button', { name: 'Cancelar esta sesión' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar esta y las siguientes' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, cancelar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH' && call.path === '/appointments/3/cancel-following/')).toBe(true));
  });
});
