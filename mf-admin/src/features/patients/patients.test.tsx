import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, stubAdminApi } from '../../testing/admin-api.tsx';
import { patientFixture } from '@emind/web-patients/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const patients = [
  patientFixture(1, 'Bruno', 'Soto', { total_appointments: 2, next_appointment_date: '2026-06-10' }),
  patientFixture(2, 'Ana', 'Muñoz', { total_appointments: 5, rut: '11.111.111-1' }),
  patientFixture(3, 'Carla', 'Díaz', { total_appointments: 1, next_appointment_date: '2026-05-02', last_appointment_date: '2026-04-01' }),
];
const LIST = 'GET /profiles/admin/patients/';
const names = () => screen.getAllByTestId('patient-row').map((row) => within(row).getAllByText(/\w+ \w+/)[0]!.textContent);

describe('Pacientes', { timeout: 30_000 }, () => {
  it('lists, searches (debounced), filters, sorts and clears', async () => {
    stubAdminApi({ [LIST]: { status: 200, body: patients } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/pacients');
    expect(await screen.findByText('3 paciente(s) de 3 total')).toBeTruthy();
    for (const column of ['Paciente', 'Contacto', 'Última cita', 'Próxima cita', 'Total']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(names()).toEqual(['Carla Díaz', 'Bruno Soto', 'Ana Muñoz']);

    await user.type(screen.getByLabelText('Buscar paciente'), 'zzz');
    expect(await screen.findByText('No se encontraron pacientes para "zzz"')).toBeTruthy();
    await user.clear(screen.getByLabelText('Buscar paciente'));
    await user.type(screen.getByLabelText('Buscar paciente'), 'soto');
    expect(await screen.findByText('1 paciente(s) de 3 total')).toBeTruthy();
    await user.clear(screen.getByLabelText('Buscar paciente'));

    await user.selectOptions(screen.getByLabelText('Filtrar'), 'without_next');
    expect(await screen.findByText('1 paciente(s) de 3 total')).toBeTruthy();
    expect(names()).toEqual(['Ana Muñoz']);
    await user.selectOptions(screen.getByLabelText('Filtrar'), 'all');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'name_asc');
    await waitFor(() => expect(names()).toEqual(['Ana Muñoz', 'Bruno Soto', 'Carla Díaz']));

    await user.selectOptions(screen.getByLabelText('Filtrar'), 'with_next');
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(names()).toEqual(['Carla Díaz', 'Bruno Soto', 'Ana Muñoz']));
    expect((screen.getByLabelText('Ordenar por') as HTMLSelectElement).value).toBe('nextAppointment');
  });

  it('shows the empty state, and reloads on the refresh button or a refresh-data event for patients', async () => {
    const calls = stubAdminApi({ [LIST]: { status: 200, body: [] } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/pacients');
    expect(await screen.findByText('No se encontraron pacientes')).toBeTruthy();
    expect(screen.getByText('0 paciente(s) de 0 total')).toBeTruthy();
    const loads = () => calls.filter((c) => c.path === '/profiles/admin/patients/').length;
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Actualizando lista de pacientes...')).toBeTruthy();
    await waitFor(() => expect(loads()).toBe(2));
    window.dispatchEvent(new CustomEvent('refresh-data', { detail: { module: 'reviews' } }));
    window.dispatchEvent(new CustomEvent('refresh-data', { detail: { module: 'patients' } }));
    await waitFor(() => expect(loads()).toBe(3));
  });

  it('deactivates a patient after confirming', async () => {
    const calls = stubAdminApi({
      [LIST]: { status: 200, body: patients },
      'PATCH /profiles/admin/patients/2/status/': { status: 200, body: { ...patients[1], user: { ...patients[1]!.user, is_active: false } } },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/pacients');
    await user.click(await screen.findByRole('button', { name: 'Desactivar a Ana Muñoz' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/No podrá iniciar sesión/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByRole('button', { name: 'Activar a Ana Muñoz' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual(['/profiles/admin/patients/2/status/']);
  });

  it('shows the credentials error with Reintentar, which loads again', async () => {
    let fail = true;
    stubAdminApi({ [LIST]: () => (fail ? { status: 403, body: { detail: 'No' } } : { status: 200, body: patients }) });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/pacients');
    expect(await screen.findByText('No se puede cargar la lista de pacientes: credenciales inválidas')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('3 paciente(s) de 3 total')).toBeTruthy();
  });

  it('gives up after three retries with the spec message', async () => {
    const calls = stubAdminApi({ [LIST]: { status: 503, body: { detail: 'Caído' } } });
    renderAdmin('/admin/dashboard/pacients');
    expect(await screen.findByText('Error al cargar los pacientes. Por favor, intente de nuevo más tarde.', {}, { timeout: 9000 })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/profiles/admin/patients/')).toHaveLength(4);
  }, 12_000);
});
