import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, stubAdminApi } from '../../testing/admin-api.tsx';
import { patientFixture } from '../../testing/fixtures.ts';
import { visiblePatients } from './lib/patient-list.ts';

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

describe('visiblePatients', () => {
  it('sorts by next appointment ascending with the ones without a date last, and by name or count', () => {
    const order = (sort: Parameters<typeof visiblePatients>[1]['sort']) =>
      visiblePatients(patients, { search: '', filter: 'all', sort }).map((p) => p.user.first_name);
    expect(order('nextAppointment')).toEqual(['Carla', 'Bruno', 'Ana']);
    expect(order('nameAsc')).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(order('nameDesc')).toEqual(['Carla', 'Bruno', 'Ana']);
    expect(order('appointmentsDesc')).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(order('appointmentsAsc')).toEqual(['Carla', 'Bruno', 'Ana']);
  });

  it('searches case-insensitively over first name, last name, e-mail and RUT, and filters by next appointment', () => {
    const found = (search: string, filter: 'all' | 'withNext' | 'withoutNext' = 'all') =>
      visiblePatients(patients, { search, filter, sort: 'nameAsc' }).map((p) => p.id);
    expect(found('MUÑOZ')).toEqual([2]);
    expect(found('bruno@')).toEqual([1]);
    expect(found('11.111')).toEqual([2]);
    expect(found('car')).toEqual([3]);
    expect(found('bruno so')).toEqual([1]);
    expect(found('', 'withNext')).toEqual([1, 3]);
    expect(found('', 'withoutNext')).toEqual([2]);
  });
});

describe('Pacientes', () => {
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

    await user.selectOptions(screen.getByLabelText('Filtrar'), 'withoutNext');
    expect(await screen.findByText('1 paciente(s) de 3 total')).toBeTruthy();
    expect(names()).toEqual(['Ana Muñoz']);
    await user.selectOptions(screen.getByLabelText('Filtrar'), 'all');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'nameAsc');
    await waitFor(() => expect(names()).toEqual(['Ana Muñoz', 'Bruno Soto', 'Carla Díaz']));

    await user.selectOptions(screen.getByLabelText('Filtrar'), 'withNext');
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
