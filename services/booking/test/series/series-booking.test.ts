import { appPerFile } from '@emind/server-kit/testing';
import { describe, expect, it } from 'vitest';
import { book, bookablePsychologist, buildAppOnly, drainedMails, registerUser, resetClock } from '../helpers.ts';
import { bookSeries, MONDAYS, previewSeries } from './support.ts';

const suite = appPerFile(buildAppOnly, { afterEach: resetClock });

const mails = () => drainedMails(suite.t);

const countOf = async (clientId: number) =>
  Number((await suite.t.ctx.db.selectFrom('appointments').select((eb) => eb.fn.countAll().as('n')).where('client_id', '=', clientId).executeTakeFirstOrThrow()).n);

describe('POST /api/appointments/series/', () => {
  it('previews, refuses a series with a taken date naming it (nothing written), then books the free ones', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const [other, client] = await Promise.all([registerUser(suite.t.app, 'client'), registerUser(suite.t.app, 'client')]);
    expect((await book(suite.t, other, psychologist.profileId, { date: MONDAYS[2] })).statusCode).toBe(201);

    const preview = await previewSeries(suite.t, client, psychologist.profileId);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().dates.map((entry: { date: string; free: boolean; reason: string | null }) => [entry.date, entry.free, entry.reason])).toEqual([
      [MONDAYS[0], true, null], [MONDAYS[1], true, null], [MONDAYS[2], false, 'taken'], [MONDAYS[3], true, null],
    ]);
    expect(preview.json().dates[2].reason_display).toBe('Horario ya reservado');

    const refused = await bookSeries(suite.t, client, psychologist.profileId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().dates.map((entry: { date: string }) => entry.date)).toEqual([MONDAYS[2]]);
    expect(await countOf(client.profileId)).toBe(0);
    await mails();

    const booked = await bookSeries(suite.t, client, psychologist.profileId, { skip_dates: [MONDAYS[2]], client_notes: 'Terapia semanal' });
    expect(booked.statusCode).toBe(201);
    const { series_id: seriesId, appointments } = booked.json();
    expect(appointments.map((entry: { date: string }) => entry.date)).toEqual([MONDAYS[0], MONDAYS[1], MONDAYS[3]]);
    expect(appointments.every((entry: { series_id: number; status: string }) => entry.series_id === seriesId && entry.status === 'PENDING_PAYMENT')).toBe(true);
    expect(appointments.map((entry: { is_first_appointment: boolean }) => entry.is_first_appointment)).toEqual([true, false, false]);
    expect(appointments.map((entry: { payment_info: { hold_expires_at: string } }) => entry.payment_info.hold_expires_at)).toEqual([
      '2026-06-01T13:00:00.000Z', '2026-06-05T13:00:00.000Z', '2026-06-19T13:00:00.000Z',
    ]);

    const sent = await mails();
    expect(sent.map((mail) => mail.to).sort()).toEqual([client.email, psychologist.email].sort());
    const toClient = sent.find((mail) => mail.to === client.email);
    expect(toClient?.subject).toContain('3 sesiones');
    expect(toClient?.text.match(/^- /gm)).toHaveLength(3);
    expect(toClient?.text).toContain('$20.000');

    const list = await suite.t.app.inject({ method: 'GET', url: '/api/appointments/client-appointments/', headers: { authorization: `Bearer ${client.access}` } });
    expect(list.json().map((entry: { series_id: number | null }) => entry.series_id)).toEqual([seriesId, seriesId, seriesId]);
  });

  it("is paid by card too: the first session is held while the patient is on Webpay's form, the others until their deadline, and the mail says so", async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    await mails();
    const booked = await bookSeries(suite.t, client, psychologist.profileId, { payment_method: 'credit_card', weeks: 3 });
    expect(booked.statusCode).toBe(201);
    const { appointments } = booked.json();
    expect(appointments.map((entry: { payment_detail: { payment_method: string } }) => entry.payment_detail.payment_method)).toEqual(['credit_card', 'credit_card', 'credit_card']);
    // NOW is 12:00 UTC: 15 minutes on the form for the first; three days before each of the others.
    expect(appointments.map((entry: { payment_info: { hold_expires_at: string } }) => entry.payment_info.hold_expires_at)).toEqual([
      '2026-06-01T12:15:00.000Z', '2026-06-05T13:00:00.000Z', '2026-06-12T13:00:00.000Z',
    ]);
    const toClient = (await mails()).find((mail) => mail.to === client.email);
    expect(toClient?.text.match(/^- .*paga con tarjeta antes del/gm)).toHaveLength(3);
    expect(toClient?.text).toContain(`/pago/${appointments[0].id}`);
    expect(toClient?.text).not.toContain('referencia');
  });

  it('refuses what is not a valid series with a clear 4xx', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const cases: [Record<string, unknown>, number, string | undefined][] = [
      [{ weeks: 13 }, 400, undefined],
      [{ weeks: 1 }, 400, undefined],
      [{ date: '2026-07-06' }, 400, 'El horario seleccionado no está disponible. Por favor, seleccione otro horario.'],
      [{ skip_dates: ['2026-06-02'] }, 400, 'Las fechas omitidas deben ser fechas de la serie.'],
      [{ weeks: 2, skip_dates: [MONDAYS[1]] }, 400, 'Una serie necesita al menos 2 sesiones libres.'],
      [{ start_time: '15:00', end_time: '16:00' }, 409, 'Algunas fechas de la serie ya no están disponibles.'],
    ];
    for (const [extra, status, detail] of cases) {
      const answer = await bookSeries(suite.t, client, psychologist.profileId, extra);
      expect([extra, answer.statusCode]).toEqual([extra, status]);
      if (detail) expect(answer.json().detail).toBe(detail);
    }
    expect((await bookSeries(suite.t, psychologist, psychologist.profileId)).statusCode).toBe(403);
    expect((await bookSeries(suite.t, client, 999_999)).statusCode).toBe(404);
    expect((await suite.t.app.inject({ method: 'POST', url: '/api/appointments/series/', payload: {} })).statusCode).toBe(401);
    expect(await countOf(client.profileId)).toBe(0);
  });

  it('names the client\'s own other session as busy, and reaches 12 weeks ahead but not beyond', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    expect((await book(suite.t, client, psychologist.profileId, { date: MONDAYS[1] })).statusCode).toBe(201);
    const preview = await previewSeries(suite.t, client, psychologist.profileId, { date: '2026-06-22', weeks: '12' });
    const reasons = preview.json().dates.map((entry: { reason: string | null }) => entry.reason);
    // 2026-08-24 lies 84 days after 2026-06-01: past the 12 weeks.
    expect(reasons.slice(0, 9)).toEqual(Array(9).fill(null));
    expect(reasons.slice(9)).toEqual(['beyond_window', 'beyond_window', 'beyond_window']);
    const busy = await previewSeries(suite.t, client, psychologist.profileId, { weeks: '2' });
    expect(busy.json().dates[1].reason).toBe('client_busy');
  });
  it("marks a date inside the psychologist's time off as not free, and refuses to book it", async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const timeOff = await suite.t.app.inject({
      method: 'POST', url: '/api/schedules/time-off/', headers: { authorization: `Bearer ${psychologist.access}` },
      payload: { starts_on: MONDAYS[3], ends_on: MONDAYS[3], reason: 'Congreso' },
    });
    expect(timeOff.statusCode).toBe(201);
    const preview = await previewSeries(suite.t, client, psychologist.profileId);
    expect(preview.json().dates.map((entry: { reason: string | null }) => entry.reason)).toEqual([null, null, null, 'not_offered']);
    const refused = await bookSeries(suite.t, client, psychologist.profileId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().dates.map((entry: { date: string }) => entry.date)).toEqual([MONDAYS[3]]);
    expect((await bookSeries(suite.t, client, psychologist.profileId, { skip_dates: [MONDAYS[3]] })).statusCode).toBe(201);
  });
});
