import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFetchCall } from '@emind/web-api/testing';
import { stubAgendaApi } from '../../../testing/agenda-api.ts';
import { appointmentFixture } from '../../../testing/appointment-fixture.ts';
import { renderArea } from '../../../testing/render-profile-tab.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { HOUR_ROW_PX } from './appointment-block.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setViewportWidth(1024);
});

const agendaCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/appointments/my-appointments/')).map((call) => call.path);
const blocksIn = (date: string) => within(screen.getByTestId(`agenda-day-${date}`)).queryAllByTestId('agenda-appointment');
const topOf = (element: HTMLElement) => element.style.top;
const hourLabels = () => within(screen.getByTestId('agenda-hours')).getAllByText(/^\d\d:00$/).map((label) => label.textContent);

describe('Mi Agenda, week view', { timeout: 30_000 }, () => {
  it('shows Monday to Sunday with the hour column, each appointment in its day, row and status colour', async () => {
    const calls = stubAgendaApi([
      appointmentFixture(1, '2026-06-08', '10:00', 'CONFIRMED', { client_name: 'Bruno Soto' }),
      appointmentFixture(2, '2026-06-10', '15:30', 'PENDING_PAYMENT', { client_name: 'Carla Díaz' }),
      appointmentFixture(3, '2026-06-15', '10:00', 'CONFIRMED'),
    ]);
    renderArea('/psicologo/dashboard/schedule?date=2026-06-10');
    expect(await screen.findByRole('heading', { name: 'Mi Agenda' })).toBeTruthy();
    await screen.findAllByTestId('agenda-appointment');
    expect(agendaCalls(calls)).toEqual(['/appointments/my-appointments/?start_date=2026-06-08&end_date=2026-06-14']);
    expect(screen.getByTestId('agenda-range').textContent).toBe('8 de junio – 14 de junio de 2026');
    expect(screen.getAllByRole('group').filter((group) => group.dataset.testid?.startsWith('agenda-day-')).map((group) => group.getAttribute('aria-label'))).toEqual([
      'lunes, 8 de junio de 2026', 'martes, 9 de junio de 2026', 'miércoles, 10 de junio de 2026', 'jueves, 11 de junio de 2026',
      'viernes, 12 de junio de 2026', 'sábado, 13 de junio de 2026', 'domingo, 14 de junio de 2026',
    ]);
    expect(hourLabels()).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00']);
    const [monday] = blocksIn('2026-06-08');
    expect(monday!.getAttribute('aria-label')).toBe('Bruno Soto, 10:00 – 11:00, Confirmada');
    expect(topOf(monday!)).toBe(`${2 * HOUR_ROW_PX}px`);
    const [wednesday] = blocksIn('2026-06-10');
    expect(topOf(wednesday!)).toBe(`${7.5 * HOUR_ROW_PX}px`);
    expect(monday!.className).not.toBe(wednesday!.className);
    expect(screen.getAllByTestId('agenda-appointment')).toHaveLength(2);
    const legend = screen.getByTestId('agenda-legend').textContent;
    for (const label of ['Estado de citas:', 'Pendiente de pago', 'Pendiente de verificación', 'Pago verificado', 'Confirmada', 'Completada', 'Cancelada']) {
      expect(legend).toContain(label);
    }
  });

  it('widens the grid to a schedule block and an appointment outside 08:00–20:00', async () => {
    stubAgendaApi([appointmentFixture(1, '2026-06-09', '20:00', 'PAYMENT_VERIFIED')], {
      schedule: { saturday: { enabled: true, timeBlocks: [{ startTime: '07:00', endTime: '09:00' }] } },
    });
    renderArea('/psicologo/dashboard/schedule?date=2026-06-10');
    const [evening] = await screen.findAllByTestId('agenda-appointment');
    await waitFor(() => expect(hourLabels()[0]).toBe('07:00'));
    expect(hourLabels().at(-1)).toBe('20:00');
    expect(topOf(evening!)).toBe(`${13 * HOUR_ROW_PX}px`);
    expect(within(screen.getByTestId('agenda-day-2026-06-13')).getAllByTestId('schedule-block')).toHaveLength(1);
  });

  it('keeps seven days and the booked rows in the week Chile enters daylight saving time, and steps to the next week', async () => {
    // Sunday 6 September 2026 starts at 01:00 in Chile: the offset changes from -04:00 to -03:00 inside this week.
    const before = appointmentFixture(1, '2026-08-31', '10:00', 'CONFIRMED');
    const after = appointmentFixture(2, '2026-09-06', '10:00', 'CONFIRMED');
    expect(Date.parse(after.starts_at) - Date.parse(before.starts_at)).toBe((6 * 24 - 1) * 3_600_000);
    const calls = stubAgendaApi([before, after, appointmentFixture(3, '2026-09-07', '09:00', 'PENDING_PAYMENT')]);
    const user = userEvent.setup();
    renderArea('/psicologo/dashboard/schedule?date=2026-09-03');
    await screen.findAllByTestId('agenda-appointment');
    expect(screen.getByTestId('agenda-range').textContent).toBe('31 de agosto – 6 de septiembre de 2026');
    expect(topOf(blocksIn('2026-08-31')[0]!)).toBe(topOf(blocksIn('2026-09-06')[0]!));
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(await screen.findByText('7 de septiembre – 13 de septiembre de 2026')).toBeTruthy();
    await waitFor(() => expect(blocksIn('2026-09-07')).toHaveLength(1));
    expect(agendaCalls(calls).at(-1)).toBe('/appointments/my-appointments/?start_date=2026-09-07&end_date=2026-09-13');
  });

  it('keeps the week whole when Chile leaves daylight saving time (Sunday 5 April 2026 repeats 23:00 of Saturday)', async () => {
    stubAgendaApi([appointmentFixture(1, '2026-04-04', '18:00', 'COMPLETED'), appointmentFixture(2, '2026-04-05', '18:00', 'NO_SHOW')]);
    renderArea('/psicologo/dashboard/schedule?date=2026-04-01');
    await screen.findAllByTestId('agenda-appointment');
    expect(screen.getByTestId('agenda-range').textContent).toBe('30 de marzo – 5 de abril de 2026');
    expect(topOf(blocksIn('2026-04-04')[0]!)).toBe(`${10 * HOUR_ROW_PX}px`);
    expect(topOf(blocksIn('2026-04-05')[0]!)).toBe(`${10 * HOUR_ROW_PX}px`);
  });
});

describe('Mi Agenda, day view', { timeout: 30_000 }, () => {
  it('is a time grid of one day on a desktop, with the empty state on a free day', async () => {
    stubAgendaApi([appointmentFixture(1, '2026-06-10', '11:00', 'CONFIRMED')]);
    const user = userEvent.setup();
    renderArea('/psicologo/dashboard/schedule?date=2026-06-10');
    await screen.findAllByTestId('agenda-appointment');
    await user.click(screen.getByRole('button', { name: 'Día' }));
    expect(await screen.findByText('miércoles, 10 de junio de 2026', { selector: '[data-testid="agenda-range"]' })).toBeTruthy();
    expect(screen.getAllByRole('group').filter((group) => group.dataset.testid?.startsWith('agenda-day-'))).toHaveLength(1);
    expect(topOf(blocksIn('2026-06-10')[0]!)).toBe(`${3 * HOUR_ROW_PX}px`);
    await user.click(screen.getByRole('button', { name: 'Día siguiente' }));
    expect(await screen.findByText('No hay citas programadas para este día')).toBeTruthy();
    expect(screen.getByText('Las citas aparecerán aquí cuando estén programadas')).toBeTruthy();
    expect(screen.getByTestId('agenda-grid')).toBeTruthy();
  });

  it('is a list in time order on a phone, where the week cannot be chosen', async () => {
    setViewportWidth(375);
    stubAgendaApi([
      appointmentFixture(1, '2026-06-10', '15:00', 'CANCELLED', { client_name: 'Bruno Soto' }),
      appointmentFixture(2, '2026-06-10', '09:00', 'CONFIRMED', { client_name: 'Carla Díaz' }),
      appointmentFixture(3, '2026-06-11', '09:00', 'CONFIRMED'),
    ]);
    renderArea('/psicologo/dashboard/schedule?date=2026-06-10&view=week');
    const list = await screen.findByTestId('agenda-list');
    expect(screen.queryByTestId('agenda-grid')).toBeNull();
    expect(within(list).getAllByTestId('agenda-appointment').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Carla Díaz, 09:00 – 10:00, Confirmada', 'Bruno Soto, 15:00 – 16:00, Cancelada',
    ]);
    expect((screen.getByRole('button', { name: 'Semana' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Día' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the load error with Reintentar', async () => {
    let fail = true;
    stubAgendaApi([]);
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      fail && (await readFetchCall(input, init)).path.includes('my-appointments') ? Response.json({ detail: 'Caído' }, { status: 503 }) : answer(input, init));
    const user = userEvent.setup();
    renderArea('/psicologo/dashboard/schedule?date=2026-06-10&view=day');
    expect(await screen.findByText('Error al cargar las citas. Por favor, intenta de nuevo.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay citas programadas para este día')).toBeTruthy();
  });
});
