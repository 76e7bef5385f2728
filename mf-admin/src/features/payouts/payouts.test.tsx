import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayoutBatch, PayoutBatchSummary } from '@emind/contracts';
import { chileToday } from '@emind/domain';
import { renderAdmin, stubAdminApi } from '../../testing/admin-api.tsx';

// Each page is its own chunk: its first load takes more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const today = chileToday(new Date());
const summary: PayoutBatchSummary = { id: 12, up_to: '2026-11-30', created_at: '2026-12-01T12:00:00.000Z', paid_on: null, total: 75000, psychologists: 2, sessions: 3 };
const batch: PayoutBatch = {
  ...summary,
  lines: [
    { psychologist: 4, name: 'Tomás Muñoz', rut: '12.345.678-5', bank: 'Banco Estado', account_type: 'Cuenta Vista', account_number: '000111222', email: 'tomas@example.cl', amount: 50000, sessions: 2, reference: 'EMIND-P12-4' },
    { psychologist: 9, name: '', rut: '', bank: '', account_type: '', account_number: '', email: '', amount: 25000, sessions: 1, reference: 'EMIND-P12-9' },
  ],
};

describe("admin 'Pagos a psicólogos'", { timeout: 30_000 }, () => {
  it('creates a batch up to a date, shows its transfers, downloads the nómina and marks it paid', async () => {
    let batches: PayoutBatchSummary[] = [];
    const calls = stubAdminApi({
      'GET /admin/payouts/': () => ({ status: 200, body: { results: batches } }),
      'POST /admin/payouts/': () => {
        batches = [summary];
        return { status: 201, body: batch };
      },
      'GET /admin/payouts/12/': { status: 200, body: batch },
      'GET /admin/payouts/12/?format=csv': { status: 200, body: 'RUT,Nombre' },
      'PATCH /admin/payouts/12/': (call) => {
        const paidOn = (call.body as { paid_on: string }).paid_on;
        batches = [{ ...summary, paid_on: paidOn }];
        return { status: 200, body: { ...batch, paid_on: paidOn } };
      },
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/pagos-psicologos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagos a psicólogos' })).toBeTruthy();
    expect(await screen.findByText('Aún no hay lotes de pago.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Crear lote' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ to: today }));
    const transfers = await screen.findByRole('table', { name: 'Transferencias del lote' });
    expect(within(transfers).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NombreRUTBancoTipo de cuentaN° de cuentaCorreoReferenciaMonto',
      'Tomás Muñoz12.345.678-5Banco EstadoCuenta Vista000111222tomas@example.clEMIND-P12-4$50.000 (2 sesiones)',
      'Faltan datos bancariosEMIND-P12-9$25.000 (1 sesión)',
    ]);
    const list = await screen.findByRole('table', { name: 'Lotes de pago' });
    expect(within(list).getAllByRole('row')[1]?.textContent).toBe('N° 1230-11-20263 sesiones$75.000Por pagarVer');

    await user.click(screen.getByRole('button', { name: 'Descargar nómina (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['nomina-pagos-12.csv']));

    await user.click(screen.getByRole('button', { name: 'Marcar pagado' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ paid_on: today }));
    expect(await within(screen.getByRole('table', { name: 'Lotes de pago' })).findByText(/^Pagado el /)).toBeTruthy();
  });

  it("shows the server's refusal at the date", async () => {
    stubAdminApi({
      'GET /admin/payouts/': { status: 200, body: { results: [] } },
      'POST /admin/payouts/': { status: 409, body: { detail: 'No hay montos por pagar a psicólogos hasta esa fecha.' } },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/pagos-psicologos');
    await user.click(await screen.findByRole('button', { name: 'Crear lote' }));
    expect(await screen.findByText('No hay montos por pagar a psicólogos hasta esa fecha.')).toBeTruthy();
  });
});
