import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { TimeOffOverview } from '@emind/contracts';
import { openProfileTab, stubPsychologistApi } from '../../../../testing/render-profile-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = {
  'GET /schedules/psychologist_schedule/': { schedule_config: { monday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '12:00' }] } } },
  'GET /pricing/configurations/current/': { min_price: 5000, max_price: 15000, platform_fee_percentage: 10 },
  'GET /pricing/suggested-prices/my_suggestion/': () => ({ status: 404, body: { detail: 'No encontrado' } }),
  'GET /pricing/psychologist-prices/my_price/': () => ({ status: 404, body: { detail: 'No encontrado' } }),
};
const GET = 'GET /schedules/time-off/';
const stranded = {
  id: 41, date: '2030-12-02', start_time: '09:00', end_time: '10:00', status: 'CONFIRMED' as const, status_display: 'Confirmada',
  client_name: 'Camila Soto', paid: true, closed_because: 'Ausencia',
};
const overview = (over: Partial<TimeOffOverview> = {}): TimeOffOverview => ({
  skip_holidays: false, time_off: [], stranded: [], holidays_known_until: '2027-12-31', ...over,
});

describe('Ausencias', { timeout: 30_000 }, () => {
  it('shows the empty state, adds a week off (react-hook-form, validated) and lists the stranded session', async () => {
    let current = overview();
    const calls = stubPsychologistApi({
      ...base,
      [GET]: () => ({ status: 200, body: current }),
      'POST /schedules/time-off/': (call) => {
        current = overview({ time_off: [{ id: 5, ...(call.body as { starts_on: string; ends_on: string; reason: string }) }], stranded: [stranded] });
        return { status: 201, body: { time_off: current.time_off[0], stranded: [stranded] } };
      },
    });
    const user = await openProfileTab('Horarios y Tarifas');
    expect(await screen.findByTestId('time-off-empty')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Agregar ausencia' });
    await user.type(within(form).getByLabelText(/Desde/), '2030-12-08');
    await user.type(within(form).getByLabelText(/Hasta/), '2030-12-01');
    await user.click(within(form).getByRole('button', { name: 'Agregar ausencia' }));
    expect(await within(form).findByText('La fecha de inicio debe ser anterior o igual a la fecha de término.')).toBeTruthy();

    await user.clear(within(form).getByLabelText(/Desde/));
    await user.type(within(form).getByLabelText(/Desde/), '2030-12-01');
    await user.clear(within(form).getByLabelText(/Hasta/));
    await user.type(within(form).getByLabelText(/Hasta/), '2030-12-07');
    await user.type(within(form).getByLabelText(/Motivo/), 'Vacaciones');
    await user.click(within(form).getByRole('button', { name: 'Agregar ausencia' }));

    const list = await screen.findByTestId('time-off-list');
    expect(list.textContent).toContain('Vacaciones');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ starts_on: '2030-12-01', ends_on: '2030-12-07', reason: 'Vacaciones' });
    const strandedList = screen.getByTestId('stranded-appointments');
    expect(strandedList.textContent).toContain('Camila Soto');
    expect(within(strandedList).getByRole('link', { name: 'Reprogramar' }).getAttribute('href')).toBe('/psicologo/dashboard/schedule?date=2030-12-02&view=day');
  });

  it('cancels a stranded session after confirming, switches holidays off and removes time off', async () => {
    let current = overview({ time_off: [{ id: 5, starts_on: '2030-12-01', ends_on: '2030-12-07', reason: '' }], stranded: [stranded] });
    const calls = stubPsychologistApi({
      ...base,
      [GET]: () => ({ status: 200, body: current }),
      'PATCH /schedules/time-off/stranded/41/cancel/': () => ({ status: 200, body: (current = overview({ time_off: current.time_off })) }),
      'PATCH /schedules/time-off/holidays/': (call) => ({ status: 200, body: (current = { ...current, ...(call.body as object) }) }),
      'DELETE /schedules/time-off/5/': () => {
        current = overview({ skip_holidays: current.skip_holidays });
        return { status: 204, body: null };
      },
    });
    const user = await openProfileTab('Horarios y Tarifas');
    const strandedList = await screen.findByTestId('stranded-appointments');
    await user.click(within(strandedList).getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('reembolso pendiente');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar cita' }));
    await waitFor(() => expect(screen.queryByTestId('stranded-appointments')).toBeNull());

    await user.click(screen.getByRole('checkbox', { name: 'No atender feriados' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/schedules/time-off/holidays/' && (call.body as { skip_holidays: boolean }).skip_holidays)).toBe(true));

    await user.click(screen.getByRole('button', { name: /Eliminar ausencia/ }));
    expect(await screen.findByTestId('time-off-empty')).toBeTruthy();
  });

  it('offers Reintentar when the list does not load', async () => {
    let fail = true;
    stubPsychologistApi({ ...base, [GET]: () => (fail ? { status: 500, body: { detail: 'x' } } : { status: 200, body: overview() }) });
    const user = await openProfileTab('Horarios y Tarifas');
    expect(await screen.findByText('No se pudieron cargar tus ausencias.', {}, { timeout: 15_000 })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('time-off-empty')).toBeTruthy();
  });
});
