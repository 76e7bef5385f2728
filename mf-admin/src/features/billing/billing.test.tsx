import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBillingMonth, PendingBoleta } from '@emind/contracts';
import { boletaFixture, pendingBoletaFixture, statementLineFixture } from '@emind/web-billing/testing';
import { renderAdmin, stubAdminApi } from '../../testing/admin-api.tsx';

// Each page is its own chunk: its first load takes more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const november: AdminBillingMonth = {
  month: '2026-11',
  platform_received: { count: 2, amount: 55000 },
  refunded: { count: 1, amount: 25000 },
  refunds_pending: { count: 0, amount: 0 },
  boletas_attached: 1,
  boletas_missing: 1,
  lines: [
    statementLineFixture({ appointment: 40, appointment_code: 'EM-000040', receiver: 'platform', boleta_folio: '9001' }),
    statementLineFixture({ appointment: 43, appointment_code: 'EM-000043', receiver: 'platform', amount: 25000, boleta_folio: null, psychologist_name: 'Tomás Vidal', patient_name: 'Carla Díaz' }),
  ],
};

describe("admin 'Facturación'", { timeout: 30_000 }, () => {
  it("shows what the platform received and refunded in the month, downloads the CSV, and attaches the platform's boleta", async () => {
    let pending: PendingBoleta[] = [pendingBoletaFixture({ appointment: 43, appointment_code: 'EM-000043', receiver: 'platform', psychologist_name: 'Tomás Vidal', patient_name: 'Carla Díaz', amount: 25000 })];
    const calls = stubAdminApi({
      'GET /admin/billing/2026-11/': { status: 200, body: november },
      'GET /admin/billing/2026-11/?format=csv': { status: 200, body: 'codigo;monto' },
      'GET /billing/boletas/pending/': () => ({ status: 200, body: { results: pending } }),
      'PUT /billing/appointments/43/boleta/': () => {
        pending = [];
        return { status: 200, body: boletaFixture({ appointment: 43, receiver: 'platform', folio: '9002' }) };
      },
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/facturacion?mes=2026-11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturación' })).toBeTruthy();
    const figures = (await screen.findByTestId('billing-figures')).textContent ?? '';
    for (const shown of ['Recibido por e-mind (primeras sesiones)$55.0002 sesiones', 'Reembolsado$25.0001 sesión', '1 adjuntas1 faltantes']) expect(figures).toContain(shown);
    const table = screen.getByRole('table', { name: 'Primeras sesiones del mes' });
    expect(within(table).getByText('Tomás Vidal')).toBeTruthy();
    expect(within(table).getByText('N° 9001')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(saved).toEqual(['facturacion-2026-11.csv']));

    const row = await screen.findByRole('article', { name: 'EM-000043 · 10-11-2026 10:00' });
    expect(row.textContent).toContain('Carla Díaz · con Tomás Vidal');
    await user.click(within(row).getByRole('button', { name: 'Adjuntar boleta' }));
    await user.type(within(row).getByLabelText(/Folio/), '9002');
    await user.click(within(row).getByRole('button', { name: 'Guardar boleta' }));
    expect(await screen.findByText('No hay primeras sesiones pagadas sin boleta.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect((put?.body as FormData).get('folio')).toBe('9002');
  });
});
