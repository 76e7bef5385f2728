import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Appointment, IssuedCertificate } from '@emind/contracts';
import { appointmentCode, billingMessages, slotInstants, type AppointmentStatus } from '@emind/domain';
import { profileFixture, renderPage, stubApi, type RecordedCall } from '@emind/web-account/testing';
import { boletaFixture } from '@emind/web-billing/testing';
import { App } from '../../app/app.tsx';

// Each page is its own chunk: its first load takes more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function session(id: number, date: string, status: AppointmentStatus): Appointment {
  const instants = slotInstants(date, { start_time: '09:00', end_time: '10:00' });
  if (!instants) throw new Error(date);
  const account = { bank_name: null, bank_name_display: null, bank_account_type: null, bank_account_type_display: null, bank_account_number: null, bank_account_owner: null, bank_account_owner_rut: null, bank_account_owner_email: null };
  return {
    id, code: appointmentCode(id), date, start_time: '09:00', end_time: '10:00', starts_at: instants.startsAt.toISOString(), ends_at: instants.endsAt.toISOString(),
    status, status_display: status, psychologist: 7, psychologist_name: 'Valentina Rojas',
    psychologist_data: { name: 'Valentina Rojas', profile_image: null, professional_title: null, gender: null }, client: 3, client_name: 'Ana Pérez',
    client_data: { name: 'Ana Pérez', email: 'ana@example.cl', phone: null, profile_image: null }, client_notes: '', meeting_link: null,
    payment_proof_url: null, payment_amount: 25000, is_first_appointment: id === 1,
    payment_info: { amount: 25000, destination: 'psychologist', account, reference: appointmentCode(id), hold_expires_at: null },
    payment_detail: { payment_method: 'transfer', transaction_id: appointmentCode(id), payment_date: null },
    refund_pending: false, payment_overdue: false, can_reschedule: false, reschedule_blocked_reason: null, series_id: null, history: [], created_at: instants.startsAt.toISOString(),
  };
}

const all = [session(1, '2026-10-06', 'COMPLETED'), session(2, '2026-10-13', 'NO_SHOW'), session(3, '2026-11-03', 'CONFIRMED'), session(4, '2026-12-01', 'PENDING_PAYMENT'), session(5, '2026-10-20', 'CANCELLED')];

type Answer = { status: number; body: unknown } | undefined;

const issued: IssuedCertificate[] = [
  { code: 'K7QX-4MZ9-PT2D-HV8C-N3WR', psychologist_name: 'Valentina Rojas', from: '2026-10-01', to: '2026-10-31', session_count: 2, total: 50000, issued_at: '2026-11-02T12:00:00.000Z', revoked_reason: billingMessages.certificateRevokedCancelled },
  { code: 'A1B2-C3D4-E5F6-G7H8-J9K0', psychologist_name: 'Valentina Rojas', from: '2026-10-06', to: '2026-10-06', session_count: 1, total: 25000, issued_at: '2026-10-07T12:00:00.000Z', revoked_reason: null },
];

function openCertificates(answer: (call: RecordedCall) => Answer = () => undefined) {
  const calls = stubApi(profileFixture(), (call) => {
    if (call.path === '/appointments/client-appointments/') return { status: 200, body: all };
    if (call.path === '/billing/certificates/issued/') return { status: 200, body: { results: issued } };
    return answer(call);
  }, 'client');
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard/reembolsos' });
  return { calls, saved, user: userEvent.setup() };
}

async function fillRange(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  const form = await screen.findByRole('form', { name: 'Certificado por rango de fechas' });
  await user.clear(within(form).getByLabelText(/Desde/));
  await user.type(within(form).getByLabelText(/Desde/), from);
  await user.clear(within(form).getByLabelText(/Hasta/));
  await user.type(within(form).getByLabelText(/Hasta/), to);
  return form;
}

const certificateCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path.startsWith('/billing/certificates/?')).map((call) => call.path);

describe("'Certificados para reembolso'", { timeout: 30_000 }, () => {
  it('lists only the sessions whose payment was received, newest first', async () => {
    openCertificates();
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificados para reembolso' })).toBeTruthy();
    await screen.findAllByTestId('paid-session');
    expect(screen.getAllByTestId('paid-session').map((row) => row.getAttribute('aria-label'))).toEqual([
      '03-11-2026 09:00 · Valentina Rojas', '13-10-2026 09:00 · Valentina Rojas', '06-10-2026 09:00 · Valentina Rojas',
    ]);
  });

  it('offers a certificate only for a session held and paid: not for a missed one, nor one not yet marked held', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T15:00:00Z'));
    openCertificates();
    const held = await screen.findByRole('article', { name: '06-10-2026 09:00 · Valentina Rojas' });
    expect(within(held).getByRole('button', { name: 'Certificado' })).toBeTruthy();
    const missed = screen.getByRole('article', { name: '13-10-2026 09:00 · Valentina Rojas' });
    expect(within(missed).queryByRole('button', { name: 'Certificado' })).toBeNull();
    expect(within(missed).getByText('Sin certificado: la sesión no se realizó.')).toBeTruthy();
    const unmarked = screen.getByRole('article', { name: '03-11-2026 09:00 · Valentina Rojas' });
    expect(within(unmarked).queryByRole('button', { name: 'Certificado' })).toBeNull();
    expect(within(unmarked).getByText('El certificado estará disponible cuando tu profesional marque la sesión como realizada.')).toBeTruthy();
    expect(within(unmarked).getByRole('button', { name: 'Boleta' })).toBeTruthy();
  });

  it('lists the certificates issued, and says which one was revoked and why', async () => {
    openCertificates();
    const revoked = await screen.findByRole('article', { name: 'Certificado K7QX-4MZ9-PT2D-HV8C-N3WR' });
    expect(within(revoked).getByText('Revocado')).toBeTruthy();
    expect(revoked.textContent).toContain(billingMessages.certificateRevokedCancelled);
    expect(revoked.textContent).toContain('01-10-2026 a 31-10-2026');
    const standing = screen.getByRole('article', { name: 'Certificado A1B2-C3D4-E5F6-G7H8-J9K0' });
    expect(within(standing).getByText('Vigente')).toBeTruthy();
    expect(standing.textContent).not.toContain('Revocado');
  });

  it('downloads the certificate of a range as a PDF and as a ZIP with the boletas', async () => {
    const { calls, saved, user } = openCertificates((call) => (call.path.startsWith('/billing/certificates/') ? { status: 200, body: '%PDF' } : undefined));
    const form = await fillRange(user, '2026-01-01', '2026-11-30');
    await user.click(within(form).getByRole('button', { name: 'Descargar certificado (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['certificado-reembolso-2026-01-01-2026-11-30.pdf']));
    await user.click(within(form).getByRole('button', { name: 'Descargar ZIP (certificado y boletas)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('certificado-reembolso-2026-01-01-2026-11-30.zip');
    expect(certificateCalls(calls)).toEqual([
      '/billing/certificates/?from=2026-01-01&to=2026-11-30&format=pdf',
      '/billing/certificates/?from=2026-01-01&to=2026-11-30&format=zip',
    ]);
  });

  it('says so, without asking, when the range is longer than 12 months or inverted; and shows the server’s word when it has no paid sessions', async () => {
    const { calls, saved, user } = openCertificates((call) =>
      (call.path.startsWith('/billing/certificates/') ? { status: 404, body: { detail: billingMessages.noPaidSessions } } : undefined));
    let form = await fillRange(user, '2025-01-01', '2026-01-02');
    await user.click(within(form).getByRole('button', { name: 'Descargar certificado (PDF)' }));
    expect(await within(form).findByText(billingMessages.rangeTooLong)).toBeTruthy();
    form = await fillRange(user, '2026-05-01', '2026-04-01');
    await user.click(within(form).getByRole('button', { name: 'Descargar ZIP (certificado y boletas)' }));
    expect(await within(form).findByText(billingMessages.rangeInverted)).toBeTruthy();
    expect(certificateCalls(calls)).toEqual([]);

    form = await fillRange(user, '2025-01-01', '2026-01-01');
    await user.click(within(form).getByRole('button', { name: 'Descargar certificado (PDF)' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(billingMessages.noPaidSessions);
    expect(saved).toEqual([]);
  });

  it("downloads one session's certificate and its boleta, and says when the boleta is not there yet", async () => {
    const { calls, saved, user } = openCertificates((call) => {
      if (call.path.startsWith('/billing/certificates/')) return { status: 200, body: '%PDF' };
      if (call.path === '/billing/appointments/3/boleta/') return { status: 200, body: boletaFixture({ appointment: 3, folio: '555', file_url: '/api/billing/appointments/3/boleta/file/' }) };
      if (call.path === '/billing/appointments/3/boleta/file/') return { status: 200, body: '%PDF' };
      if (call.path === '/billing/appointments/2/boleta/') return { status: 404, body: { detail: billingMessages.boletaNotFound } };
      return undefined;
    });
    const held = await screen.findByRole('article', { name: '06-10-2026 09:00 · Valentina Rojas' });
    const issuedLoads = () => calls.filter((call) => call.path === '/billing/certificates/issued/').length;
    const issuedBefore = issuedLoads();
    await user.click(within(held).getByRole('button', { name: 'Certificado' }));
    await waitFor(() => expect(saved).toEqual(['certificado-reembolso-2026-10-06-2026-10-06.pdf']));
    const latest = screen.getByRole('article', { name: '03-11-2026 09:00 · Valentina Rojas' });
    await user.click(within(latest).getByRole('button', { name: 'Boleta' }));
    await waitFor(() => expect(saved).toEqual(['certificado-reembolso-2026-10-06-2026-10-06.pdf', 'boleta-555.pdf']));
    expect(certificateCalls(calls)).toEqual(['/billing/certificates/?from=2026-10-06&to=2026-10-06&format=pdf']);
    // The new certificate joins the list of issued ones.
    await waitFor(() => expect(issuedLoads()).toBe(issuedBefore + 1));

    const earlier = screen.getByRole('article', { name: '13-10-2026 09:00 · Valentina Rojas' });
    await user.click(within(earlier).getByRole('button', { name: 'Boleta' }));
    expect((await within(earlier).findByRole('alert')).textContent).toBe(billingMessages.boletaNotFound);
  });

  it("is linked from the detail of a paid session in 'Mis Citas', and not from one still unpaid", async () => {
    const calls = stubApi(profileFixture(), (call) => (call.path === '/appointments/client-appointments/' ? { status: 200, body: all } : undefined), 'client');
    const user = userEvent.setup();
    renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard/appointments' });
    await user.click(await screen.findByRole('tab', { name: /Todas/ }));
    await user.click(within(await screen.findByRole('article', { name: 'Cita EM-000003' })).getByRole('button', { name: 'Ver detalle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Certificado para reembolso y boleta' }).getAttribute('href')).toBe('/dashboard/reembolsos');
    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(screen.getByRole('article', { name: 'Cita EM-000004' })).getByRole('button', { name: 'Ver detalle' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('link', { name: 'Certificado para reembolso y boleta' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/billing/'))).toBe(false);
  });
});
