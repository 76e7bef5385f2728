import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@emind/contracts';
import { stubAgendaApi } from '../../../testing/agenda-api.ts';
import { appointmentFixture } from '../../../testing/appointment-fixture.ts';
import { renderArea } from '../../../testing/render-profile-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const past = appointmentFixture(1, '2026-06-08', '10:00', 'CONFIRMED', { client_name: 'Bruno Soto', client_notes: 'Prefiero hablar de ansiedad.' });
const upcoming = appointmentFixture(2, '2030-06-12', '10:00', 'PAYMENT_VERIFIED', { client_name: 'Carla Díaz' });

async function openDetails(appointment: Appointment, calls = stubAgendaApi([appointment], { onPatch: (call) => ({ status: 200, body: { ...appointment, ...(call.body as object) } }) })) {
  const user = userEvent.setup();
  renderArea(`/psicologo/dashboard/schedule?date=${appointment.date}`);
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${appointment.client_name}`) }));
  const drawer = await screen.findByRole('dialog', { name: 'Detalles de la Cita' });
  return { user, drawer, calls };
}

describe('Detalles de la Cita', { timeout: 30_000 }, () => {
  it('shows the patient, date, status, amount, note and video link', async () => {
    const { drawer } = await openDetails(past);
    const text = drawer.textContent ?? '';
    for (const shown of ['Bruno Soto', 'paciente1@example.cl', '8 de junio de 2026, 10:00 – 11:00', 'Confirmada', '$30.000', 'Prefiero hablar de ansiedad.']) {
      expect(text).toContain(shown);
    }
    expect(within(drawer).getByRole('link', { name: 'Unirse a la sesión' }).getAttribute('href')).toBe('/sesion/1');
  });

  it('marks a started session COMPLETED only after confirming', async () => {
    const { user, drawer, calls } = await openDetails(past);
    const select = within(drawer).getByLabelText('Cambiar estado');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Selecciona un estado', 'Completada', 'Cancelada', 'No asistió']);
    await user.selectOptions(select, 'COMPLETED');
    await user.click(within(drawer).getByRole('button', { name: 'Aplicar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar cambio de estado' });
    expect(confirm.textContent).toContain('¿Estás seguro que deseas cambiar el estado de la cita a "Completada"?');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Estado actualizado a: Completada')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([{ method: 'PATCH', path: '/appointments/1/update-status/', body: { status: 'COMPLETED' } }]);
    await waitFor(() => expect(within(drawer).getByText('El estado de esta cita no se puede cambiar desde la agenda.')).toBeTruthy());
  });

  it('offers neither COMPLETED nor NO_SHOW before the session starts, and no change from other statuses', async () => {
    const { drawer } = await openDetails(upcoming);
    expect(within(within(drawer).getByLabelText('Cambiar estado')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Selecciona un estado', 'Confirmada', 'Cancelada',
    ]);
    expect(within(drawer).queryByRole('link')).toBeNull();
    cleanup();
    const pending = await openDetails(appointmentFixture(3, '2030-06-12', '12:00', 'PENDING_PAYMENT', { client_name: 'Diego Rojas' }));
    expect(within(pending.drawer).queryByLabelText('Cambiar estado')).toBeNull();
  });

  it('shows the server refusal of a status change', async () => {
    const calls = stubAgendaApi([past], { onPatch: () => ({ status: 409, body: { detail: 'No se puede cambiar la cita a ese estado desde su estado actual.' } }) });
    const { user, drawer } = await openDetails(past, calls);
    await user.selectOptions(within(drawer).getByLabelText('Cambiar estado'), 'NO_SHOW');
    await user.click(within(drawer).getByRole('button', { name: 'Aplicar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Error: No se puede cambiar la cita a ese estado desde su estado actual.')).toBeTruthy();
  });

  it('saves the private notes', async () => {
    const { user, drawer, calls } = await openDetails(past);
    const notes = within(drawer).getByLabelText('Notas privadas');
    expect((within(drawer).getByRole('button', { name: 'Guardar notas' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(notes, 'Trabajamos respiración.');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar notas' }));
    expect(await screen.findByText('Notas guardadas correctamente')).toBeTruthy();
    expect(await within(drawer).findByText(/^Notas guardadas a las \d\d:\d\d$/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/appointments/1/add-notes/', body: { psychologist_notes: 'Trabajamos respiración.' } },
    ]);
    await waitFor(() => expect((within(drawer).getByRole('button', { name: 'Guardar notas' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('shows the earlier versions of the notes, with their author and time', async () => {
    const noted = { ...past, psychologist_notes: 'Trabajamos respiración; tarea semanal.' };
    const version = (id: number, text: string, at: string) => ({ id, psychologist_notes: text, author_name: 'Valentina Rojas', written_at: at });
    const calls = stubAgendaApi([noted], {
      noteVersions: { 1: [version(3, noted.psychologist_notes, '2026-06-08T15:30:00Z'), version(2, 'Trabajamos respiración.', '2026-06-08T15:10:00Z'), version(1, '', '2026-06-08T15:00:00Z')] },
    });
    const { drawer } = await openDetails(noted, calls);
    const history = await within(drawer).findByRole('region', { name: 'Versiones anteriores' });
    expect(history.textContent).toContain('Valentina Rojas · 8 de junio de 2026 a las 11:10');
    expect(history.textContent).toContain('Trabajamos respiración.');
    expect(history.textContent).toContain('Nota vacía');
    expect(history.textContent).not.toContain('tarea semanal');
  });

  it('says when the notes could not be saved', async () => {
    const calls = stubAgendaApi([past], { onPatch: () => ({ status: 500, body: { detail: 'Error interno' } }) });
    const { user, drawer } = await openDetails(past, calls);
    await user.type(within(drawer).getByLabelText('Notas privadas'), 'x');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar notas' }));
    expect(await screen.findByText('Error al guardar las notas de la cita')).toBeTruthy();
  });

  it('asks before closing over unsaved notes: keeping them keeps the drawer, discarding closes it', async () => {
    const { user, drawer } = await openDetails(past);
    await user.type(within(drawer).getByLabelText('Notas privadas'), 'Sin guardar.');
    expect(within(drawer).getByText('Cambios sin guardar')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Cerrar' }));
    const ask = await screen.findByRole('alertdialog', { name: '¿Cerrar sin guardar las notas?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Notas privadas') as HTMLTextAreaElement).value).toBe('Sin guardar.');
    await user.click(within(screen.getByRole('dialog', { name: 'Detalles de la Cita' })).getByRole('button', { name: 'Cerrar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cerrar sin guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Detalles de la Cita' })).toBeNull());
  });

  it('closes at once when nothing is unsaved', async () => {
    const { user, drawer } = await openDetails(past);
    await user.click(within(drawer).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Detalles de la Cita' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says what the law gives the patient, not that they have no access', async () => {
    const { drawer } = await openDetails(past);
    const text = drawer.textContent ?? '';
    expect(text).not.toContain('no tiene acceso');
    expect(text).toContain('por ley (Ley 20.584) puede pedir una copia de su ficha');
  });
});
