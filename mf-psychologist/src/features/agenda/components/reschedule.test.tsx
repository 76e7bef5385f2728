import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@emind/contracts';
import type { RecordedCall } from '@emind/web-account/testing';
import { stubAgendaApi } from '../../../testing/agenda-api.ts';
import { appointmentFixture } from '../../../testing/appointment-fixture.ts';
import { renderArea } from '../../../testing/render-profile-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TAKEN = 'Este horario ya ha sido reservado. Por favor, seleccione otro horario disponible.';
const upcoming = appointmentFixture(2, '2030-06-12', '10:00', 'CONFIRMED', { client_name: 'Carla Díaz' });
const freeDays = [{ date: '2030-06-13', day_name: 'Jueves', slots: [{ start_time: '11:00', end_time: '12:00' }, { start_time: '12:00', end_time: '13:00' }] }];

/** The agenda, plus the psychologist's free days for the reschedule dialog. */
function stubApi(appointment: Appointment, onPatch: (call: RecordedCall) => { status: number; body: unknown }) {
  const calls = stubAgendaApi([appointment], { onPatch });
  const agenda = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname === `/api/schedules/psychologist/${appointment.psychologist}/available-days/`) return Response.json(freeDays);
    return agenda(input, init);
  });
  return calls;
}

async function openDrawer(appointment: Appointment) {
  const user = userEvent.setup();
  renderArea(`/psicologo/dashboard/schedule?date=${appointment.date}`);
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${appointment.client_name}`) }));
  return { user, drawer: await screen.findByRole('dialog', { name: 'Detalles de la Cita' }) };
}

describe("'Reprogramar' in Mi Agenda", { timeout: 30_000 }, () => {
  it('moves the session to a free slot with a note to the patient', async () => {
    const calls = stubApi(upcoming, (call) => ({ status: 200, body: { ...upcoming, date: '2030-06-13', start_time: '11:00', end_time: '12:00', ...(call.body as object) } }));
    const { user, drawer } = await openDrawer(upcoming);
    await user.click(within(drawer).getByRole('button', { name: 'Reprogramar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprogramar cita EM-000002' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar nuevo horario' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.click(await within(dialog).findByRole('button', { name: '11:00 – 12:00' }));
    await user.type(within(dialog).getByLabelText('Nota para el paciente (opcional)'), 'Tengo un congreso.');
    await user.click(confirm);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/appointments/2/reschedule/', body: { date: '2030-06-13', start_time: '11:00', end_time: '12:00', note: 'Tengo un congreso.' } },
    ]));
    expect(await screen.findByText(/^Cita reprogramada:/)).toBeTruthy();
  });

  it('says the slot was taken (409) and lets the psychologist pick another', async () => {
    stubApi(upcoming, () => ({ status: 409, body: { code: 'slot_taken', detail: TAKEN } }));
    const { user, drawer } = await openDrawer(upcoming);
    await user.click(within(drawer).getByRole('button', { name: 'Reprogramar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprogramar cita EM-000002' });
    await user.click(await within(dialog).findByRole('button', { name: '12:00 – 13:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar nuevo horario' }));
    expect(await within(dialog).findByText(TAKEN)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirmar nuevo horario' }).hasAttribute('disabled')).toBe(true);
  });

  it('explains why the button is gone', async () => {
    const late = { ...upcoming, can_reschedule: false, reschedule_blocked_reason: 'La sesión ya comenzó; no se puede reprogramar.' };
    stubApi(late, () => ({ status: 404, body: {} }));
    const { drawer } = await openDrawer(late);
    expect(within(drawer).queryByRole('button', { name: 'Reprogramar' })).toBeNull();
    expect(within(drawer).getByText('La sesión ya comenzó; no se puede reprogramar.')).toBeTruthy();
  });
});
