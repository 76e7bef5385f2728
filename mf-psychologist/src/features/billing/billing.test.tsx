import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardEarnings, PendingBoleta } from '@emind/contracts';
import { billingMessages } from '@emind/domain';
import { boletaFixture, monthlyStatementFixture, pendingBoletaFixture, statementLineFixture } from '@emind/web-billing/testing';
import type { RecordedCall } from '@emind/web-account/testing';
import { stubAgendaApi } from '../../testing/agenda-api.ts';
import { appointmentFixture } from '../../testing/appointment-fixture.ts';
import { renderArea, stubPsychologistApi } from '../../testing/render-profile-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const formFields = (call: RecordedCall | undefined) => {
  const body = call?.body as FormData;
  return { folio: body.get('folio'), issued_on: body.get('issued_on'), file: (body.get('file') as File | null)?.name ?? null };
};

/** Records the names of the files the page saves (a link's `download`). */
function savedFiles(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

const cardEarnings: CardEarnings = {
  month: '2026-11',
  card_payments: { count: 3, amount: 90000 },
  owed: { count: 1, amount: 30000 },
  in_payouts: { count: 1, amount: 30000 },
  payouts: [{ id: 7, up_to: '2026-11-15', paid_on: '2026-11-18', amount: 30000, sessions: 1 }, { id: 9, up_to: '2026-11-30', paid_on: null, amount: 45000, sessions: 2 }],
};

describe("'Boletas pendientes'", { timeout: 30_000 }, () => {
  it('lists the paid sessions without a boleta and attaches one; a folio already used is refused at its field', async () => {
    let pending: PendingBoleta[] = [pendingBoletaFixture()];
    let attempts = 0;
    const calls = stubPsychologistApi({
      'GET /billing/boletas/pending/': () => ({ status: 200, body: { results: pending } }),
      'PUT /billing/appointments/41/boleta/': () => {
        attempts += 1;
        if (attempts === 1) return { status: 409, body: { detail: billingMessages.folioTaken } };
        pending = [];
        return { status: 200, body: boletaFixture({ folio: '1235' }) };
      },
    });
    const user = userEvent.setup();
    renderArea('/psicologo/dashboard/boletas');
    const row = await screen.findByRole('article', { name: 'EM-000041 · 10-11-2026 10:00' });
    expect(row.textContent).toContain('Bruno Soto');
    expect(row.textContent).toContain('$30.000');
    expect(row.textContent).toContain('Hace 6 días');
    await user.click(within(row).getByRole('button', { name: 'Adjuntar boleta' }));
    const form = within(row).getByRole('form', { name: 'Adjuntar boleta' });

    await user.type(within(form).getByLabelText(/Folio/), 'A-12');
    await user.click(within(form).getByRole('button', { name: 'Guardar boleta' }));
    expect(await within(form).findByText(billingMessages.folioInvalid)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(within(form).getByLabelText(/Folio/));
    await user.type(within(form).getByLabelText(/Folio/), '1234');
    await user.clear(within(form).getByLabelText(/Fecha de emisión/));
    await user.type(within(form).getByLabelText(/Fecha de emisión/), '2026-11-12');
    const pdf = new File(['%PDF-1.4'], 'boleta-1234.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText(/Boleta en PDF/), pdf);
    await user.click(within(form).getByRole('button', { name: 'Guardar boleta' }));
    expect(await within(form).findByText(billingMessages.folioTaken)).toBeTruthy();
    expect(formFields(calls.find((call) => call.method === 'PUT'))).toEqual({ folio: '1234', issued_on: '2026-11-12', file: 'boleta-1234.pdf' });

    await user.clear(within(form).getByLabelText(/Folio/));
    await user.type(within(form).getByLabelText(/Folio/), '1235');
    await user.click(within(form).getByRole('button', { name: 'Guardar boleta' }));
    expect(await screen.findByText('No tienes boletas pendientes.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
  });

  it('refuses a file that is not a PDF before sending, and shows the server’s file refusal at the file', async () => {
    const calls = stubPsychologistApi({
      'GET /billing/boletas/pending/': { results: [pendingBoletaFixture()] },
      'PUT /billing/appointments/41/boleta/': () => ({ status: 413, body: { detail: billingMessages.fileTooLarge } }),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderArea('/psicologo/dashboard/boletas');
    await user.click(await screen.findByRole('button', { name: 'Adjuntar boleta' }));
    const form = screen.getByRole('form', { name: 'Adjuntar boleta' });
    await user.type(within(form).getByLabelText(/Folio/), '77');
    await user.upload(within(form).getByLabelText(/Boleta en PDF/), new File(['x'], 'foto.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar boleta' }));
    expect(await within(form).findByText(billingMessages.fileNotPdf)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.upload(within(form).getByLabelText(/Boleta en PDF/), new File(['%PDF'], 'boleta.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar boleta' }));
    expect(await within(form).findByText(billingMessages.fileTooLarge)).toBeTruthy();
  });
});

describe("'Mi Agenda': the boleta of a session", { timeout: 30_000 }, () => {
  it('attaches the boleta of a paid session from its details', async () => {
    const session = appointmentFixture(41, '2026-11-10', '10:00', 'COMPLETED', { client_name: 'Bruno Soto' });
    const calls = stubAgendaApi([session]);
    const agenda = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      if (request.method === 'PUT' && new URL(request.url).pathname === '/api/billing/appointments/41/boleta/') {
        calls.push({ method: 'PUT', path: '/billing/appointments/41/boleta/', body: await request.clone().formData() });
        return Response.json(boletaFixture({ folio: '88', file_url: null }));
      }
      return agenda(input, init);
    });
    const user = userEvent.setup();
    renderArea(`/psicologo/dashboard/schedule?date=${session.date}`);
    await user.click(await screen.findByRole('button', { name: /^Bruno Soto/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Detalles de la Cita' });
    const form = await within(drawer).findByRole('form', { name: 'Adjuntar boleta' });
    await user.type(within(form).getByLabelText(/Folio/), '88');
    await user.click(within(form).getByRole('button', { name: 'Guardar boleta' }));
    await waitFor(() => expect(within(drawer).getByTestId('boleta-attached').textContent).toBe('Boleta N° 88, emitida el 12-11-2026 (sin PDF)'));
    expect(formFields(calls.find((call) => call.method === 'PUT')).file).toBeNull();
  });

  it('says the platform issues the boleta of a first session', async () => {
    const first = appointmentFixture(40, '2026-11-03', '10:00', 'CONFIRMED', { client_name: 'Carla Díaz', is_first_appointment: true });
    stubAgendaApi([first]);
    const user = userEvent.setup();
    renderArea(`/psicologo/dashboard/schedule?date=${first.date}`);
    await user.click(await screen.findByRole('button', { name: /^Carla Díaz/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Detalles de la Cita' });
    expect(within(drawer).getByText('La primera sesión la recibe e-mind, que emite su boleta.')).toBeTruthy();
    expect(within(drawer).queryByRole('form', { name: 'Adjuntar boleta' })).toBeNull();
  });
});

describe("'Mis ingresos'", { timeout: 30_000 }, () => {
  it('shows the month’s figures and sessions, moves between months, and downloads the CSV and the PDF', async () => {
    const calls = stubPsychologistApi({
      'GET /billing/statements/2026-11/': monthlyStatementFixture(),
      'GET /billing/statements/2026-10/': monthlyStatementFixture({ month: '2026-10', sessions_held: 0, lines: [] }),
      'GET /billing/statements/2026-11/?format=csv': () => ({ status: 200, body: 'fecha;monto' }),
      'GET /billing/statements/2026-11/?format=pdf': () => ({ status: 200, body: '%PDF' }),
      'GET /payments/earnings/2026-11/': cardEarnings,
      'GET /payments/earnings/2026-10/': { ...cardEarnings, month: '2026-10', payouts: [] },
    });
    const saved = savedFiles();
    const user = userEvent.setup();
    renderArea('/psicologo/dashboard/ingresos?mes=2026-11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis ingresos' })).toBeTruthy();
    const figures = await screen.findByTestId('statement-figures');
    const text = figures.textContent ?? '';
    for (const shown of ['Sesiones atendidas3', 'Recibido directamente$60.0002 sesiones', 'Retenido por e-mind (primeras sesiones)$30.0001 sesión', '1 emitida1 pendiente', 'Pagado con tarjeta (e-mind te lo transfiere)$00 sesiones', 'Tasa 15,25 % sobre tus sesiones (directas y con tarjeta).', '$9.150', 'Ley 21.133']) {
      expect(text).toContain(shown);
    }
    const table = screen.getByRole('table', { name: 'Sesiones del mes' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('e-mind (primera sesión)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(saved).toEqual(['ingresos-2026-11.csv', 'ingresos-2026-11.pdf']));

    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(await screen.findByText('No hay sesiones pagadas en este mes.')).toBeTruthy();
    expect((screen.getByLabelText('Mes') as HTMLInputElement).value).toBe('2026-10');
    expect(calls.some((call) => call.path === '/billing/statements/2026-10/')).toBe(true);
  });

  it("shows the month's card payments, what e-mind owes and its transfers", async () => {
    const byCard = statementLineFixture({ appointment: 44, appointment_code: 'EM-000044', payment_method: 'credit_card', boleta_folio: null });
    stubPsychologistApi({ 'GET /billing/statements/2026-11/': monthlyStatementFixture({ lines: [byCard] }), 'GET /payments/earnings/2026-11/': cardEarnings });
    renderArea('/psicologo/dashboard/ingresos?mes=2026-11');
    expect(within(await screen.findByRole('table', { name: 'Sesiones del mes' })).getByText('Psicólogo/a (tarjeta, vía e-mind)')).toBeTruthy();
    const figures = await screen.findByTestId('card-earnings-figures');
    for (const shown of ['Pagos con tarjeta del mes$90.0003 sesiones', 'e-mind te debe$30.0001 sesión', 'En lotes de pago$30.0001 sesión']) expect(figures.textContent).toContain(shown);
    const table = screen.getByRole('table', { name: 'Transferencias de e-mind' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['LoteSesiones hastaSesionesMontoEstado', 'N° 715-11-20261 sesión$30.000Pagado el 18-11-2026', 'N° 930-11-20262 sesiones$45.000Por pagar']);
  });

  it('shows the server’s message when the month cannot be read', async () => {
    stubPsychologistApi({ 'GET /billing/statements/2026-11/': () => ({ status: 500, body: { detail: 'boom' } }), 'GET /payments/earnings/2026-11/': cardEarnings });
    renderArea('/psicologo/dashboard/ingresos?mes=2026-11');
    expect(await screen.findByText('No se pudo cargar tu resumen mensual.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
