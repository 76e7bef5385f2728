import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, stubAdminApi } from '../../testing/admin-api.tsx';
import { accessEntryFixture, pageOf } from '../../testing/privacy-fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = 'GET /admin/access-log/';
const ROUTE = '/admin/dashboard/registro-accesos';
const entries = [
  accessEntryFixture(1),
  accessEntryFixture(2, {
    id: 'identity-2', service: 'identity', actor_name: 'Francisca Admin', actor_role: 'admin', actor_role_display: 'Administrador',
    subject_name: 'Valentina Rojas', resource: 'bank_data', resource_display: 'Datos bancarios', resource_id: null, created_at: '2026-07-01T03:05:09Z',
  }),
];
const lists = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/admin/access-log/')).map((call) => call.path);

describe("admin 'Registro de accesos'", { timeout: 30_000 }, () => {
  it('lists each read in Chile time: who and their role, whose data, what and in which service', async () => {
    stubAdminApi({ [LIST]: { status: 200, body: pageOf(entries) } });
    renderAdmin(ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro de accesos' })).toBeTruthy();
    const [first, second] = await screen.findAllByTestId('access-row');
    for (const column of ['Fecha y hora', 'Quién', 'Persona', 'Qué', 'Servicio']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    // Summer time in November (UTC−3), winter time in July (UTC−4).
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '24-11-2026, 09:41:07', 'Valentina RojasPsicólogo', 'Camila Soto', 'Ficha de paciente #31', 'booking',
    ]);
    expect(within(second!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '30-06-2026, 23:05:09', 'Francisca AdminAdministrador', 'Valentina Rojas', 'Datos bancarios', 'identity',
    ]);
    expect(screen.getByText('2 acceso(s)')).toBeTruthy();
  });

  it("applies the filters on 'Filtrar' from page 1, pages, and 'Limpiar' empties them", async () => {
    const calls = stubAdminApi({
      [LIST]: (call) => {
        const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page'));
        return { status: 200, body: pageOf([accessEntryFixture(page)], page, 75, 50) };
      },
    });
    const user = userEvent.setup();
    renderAdmin(ROUTE);
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 2 de 2')).toBeTruthy();

    await user.type(screen.getByLabelText('Persona'), ' camila@example.cl ');
    await user.type(screen.getByLabelText('Quién accedió'), '9');
    // Typing alone asks nothing: the admin may not be done.
    expect(lists(calls)).toHaveLength(2);
    await user.type(screen.getByLabelText('Desde'), '2026-11-01');
    await user.type(screen.getByLabelText('Hasta'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(lists(calls).at(-1)).toBe('/admin/access-log/?subject=camila%40example.cl&actor=9&from=2026-11-01&to=2026-11-30&page=1'));

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(lists(calls).at(-1)).toBe('/admin/access-log/?page=1'));
    expect((screen.getByLabelText('Persona') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('');
  });

  it("shows the API's Spanish errors under the filters it refused, and no retry for them", async () => {
    stubAdminApi({
      [LIST]: (call) => (call.path.includes('from=')
        ? { status: 400, body: { from: ['Fecha no válida (aaaa-mm-dd)'], detail: 'La fecha "desde" no puede ser posterior a "hasta".' } }
        : { status: 200, body: pageOf(entries) }),
    });
    const user = userEvent.setup();
    renderAdmin(ROUTE);
    await screen.findAllByTestId('access-row');
    await user.type(screen.getByLabelText('Desde'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Fecha no válida (aaaa-mm-dd)')).toBeTruthy();
    expect(screen.getByText('La fecha "desde" no puede ser posterior a "hasta".')).toBeTruthy();
    expect(screen.getByLabelText('Desde').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(await screen.findAllByTestId('access-row')).toHaveLength(2);
    expect(screen.queryByText('Fecha no válida (aaaa-mm-dd)')).toBeNull();
  });

  it('says when nothing matches, and shows a failed load with Reintentar', async () => {
    let fail = false;
    stubAdminApi({ [LIST]: () => (fail ? { status: 503, body: { detail: 'Servicio no disponible' } } : { status: 200, body: pageOf([]) }) });
    const user = userEvent.setup();
    renderAdmin(ROUTE);
    expect(await screen.findByText('No hay accesos registrados con estos filtros.')).toBeTruthy();
    fail = true;
    await user.type(screen.getByLabelText('Persona'), '31');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    // A server failure is asked once more before it is shown (about a second later).
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Error 503: Servicio no disponible')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay accesos registrados con estos filtros.')).toBeTruthy();
  });
});
