import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { openProfileTab, stubPsychologistApi } from '../../../testing/render-profile-tab.tsx';
import { formatTime24h, formatTimeBlock } from '@emind/domain';
import { scheduleMessages, toScheduleState, validateSchedule } from '../lib/schedule-model.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GET = 'GET /schedules/psychologist_schedule/';
const PATCH = 'PATCH /schedules/psychologist-schedule/update/';
const pricing = {
  'GET /pricing/configurations/current/': { min_price: 5000, max_price: 15000, platform_fee_percentage: 10 },
  'GET /pricing/suggested-prices/my_suggestion/': () => ({ status: 404, body: { detail: 'No encontrado' } }),
  'GET /pricing/psychologist-prices/my_price/': () => ({ status: 404, body: { detail: 'No encontrado' } }),
};

describe('schedule rules', () => {
  it("shows times on Chile's 24-hour clock, never AM/PM", () => {
    expect(['00:00', '9:00', '12:00', '13:30:00', '17:00'].map(formatTime24h)).toEqual(['00:00', '09:00', '12:00', '13:30', '17:00']);
    expect(formatTimeBlock({ startTime: '09:00', endTime: '13:00' })).toBe('09:00 – 13:00');
  });

  it('enables loaded days and gives absent days their default blocks', () => {
    const state = toScheduleState({ tuesday: { enabled: true, timeBlocks: [{ startTime: '10:00', endTime: '12:00' }] } });
    expect(state.tuesday).toEqual({ enabled: true, timeBlocks: [{ startTime: '10:00', endTime: '12:00' }] });
    expect(state.monday).toEqual({ enabled: false, timeBlocks: [{ startTime: '09:00', endTime: '17:00' }] });
    expect(state.saturday).toEqual({ enabled: false, timeBlocks: [{ startTime: '09:00', endTime: '13:00' }] });
    expect(validateSchedule(toScheduleState({}))).toBe(scheduleMessages.empty);
    expect(validateSchedule({ ...state, tuesday: { enabled: true, timeBlocks: [{ startTime: '12:00', endTime: '12:00' }] } })).toBe(scheduleMessages.startBeforeEnd);
    expect(validateSchedule({
      ...state,
      tuesday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '12:00' }, { startTime: '11:00', endTime: '13:00' }] },
    })).toBe(scheduleMessages.overlap);
  });
});

describe('Horarios de Atención', { timeout: 30_000 }, () => {
  it('edits, validates, cancels and saves only enabled days', async () => {
    const calls = stubPsychologistApi({
      ...pricing,
      [GET]: { schedule_config: { monday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '17:00' }] } } },
      [PATCH]: (call) => ({ status: 200, body: call.body }),
    });
    const user = await openProfileTab('Horarios y Tarifas');
    const view = await screen.findByTestId('schedule-view');
    expect(view.textContent).toContain('Lunes');
    expect(view.textContent).toContain('09:00 – 17:00');

    await user.click(screen.getByRole('button', { name: 'Editar horario' }));
    const monday = screen.getByTestId('day-monday');
    expect((within(monday).getByRole('button', { name: 'Eliminar bloque 1 de Lunes' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(monday).getByRole('checkbox', { name: 'Lunes' }));
    await user.click(screen.getByRole('button', { name: 'Guardar horario' }));
    expect(screen.getByRole('alert').textContent).toContain(scheduleMessages.empty);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByTestId('schedule-view').textContent).toContain('Lunes');

    await user.click(screen.getByRole('button', { name: 'Editar horario' }));
    const wednesday = screen.getByTestId('day-wednesday');
    await user.click(within(wednesday).getByRole('checkbox', { name: 'Miércoles' }));
    expect(within(within(wednesday).getByLabelText('Miércoles bloque 1 inicio')).getByRole('option', { name: '18:00' })).toBeTruthy();
    await user.click(within(wednesday).getByRole('button', { name: 'Agregar bloque a Miércoles' }));
    expect((within(wednesday).getByRole('button', { name: 'Eliminar bloque 1 de Miércoles' }) as HTMLButtonElement).disabled).toBe(false);
    await user.selectOptions(within(wednesday).getByLabelText('Miércoles bloque 2 inicio'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Guardar horario' }));
    expect(screen.getByRole('alert').textContent).toContain(scheduleMessages.startBeforeEnd);

    await user.selectOptions(within(wednesday).getByLabelText('Miércoles bloque 2 fin'), '20:00');
    await user.selectOptions(within(wednesday).getByLabelText('Miércoles bloque 1 fin'), '13:00');
    await user.click(screen.getByRole('button', { name: 'Guardar horario' }));
    expect(await screen.findByText('Guardado')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      schedule_config: {
        monday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '17:00' }] },
        wednesday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '13:00' }, { startTime: '18:00', endTime: '20:00' }] },
      },
    });
    expect(screen.getByTestId('schedule-view').textContent).toContain('18:00 – 20:00');
    expect(screen.getByTestId('schedule-view').textContent).not.toMatch(/AM|PM/);
  });

  it('shows the load error and the server detail on a failed save', async () => {
    stubPsychologistApi({ ...pricing, [GET]: () => ({ status: 500, body: {} }) });
    await openProfileTab('Horarios y Tarifas');
    expect(await screen.findByText(scheduleMessages.load)).toBeTruthy();
    cleanup();

    stubPsychologistApi({
      ...pricing,
      [GET]: { schedule_config: {} },
      [PATCH]: () => ({ status: 400, body: { detail: 'Los bloques horarios de un día no pueden superponerse.' } }),
    });
    const user = await openProfileTab('Horarios y Tarifas');
    await user.click(await screen.findByRole('button', { name: 'Editar horario' }));
    await user.click(within(screen.getByTestId('day-friday')).getByRole('checkbox', { name: 'Viernes' }));
    await user.click(screen.getByRole('button', { name: 'Guardar horario' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Los bloques horarios de un día no pueden superponerse.');
  });
});
