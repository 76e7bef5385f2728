import { appPerFile } from '@emind/server-kit/testing';
import { describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../src/notifications/reminders.ts';
import { bearer, book, buildAppWithPlatformAccount, clock, drainedMails, registerUser, resetClock } from '../helpers.ts';
import { bookedSession, get, NEXT_MONDAY, NEXT_TUESDAY, patch, reschedule, slotAt, TAKEN } from './support.ts';

const suite = appPerFile(buildAppWithPlatformAccount, { afterEach: resetClock });

describe('a patient reschedules', () => {
  it('moves the session to a free slot: status and payment stay, the old slot frees, history and mails tell it', async () => {
    const { psychologist, client, id } = await bookedSession(suite.t);
    await drainedMails(suite.t);
    const moved = await reschedule(suite.t, client, id, slotAt(NEXT_TUESDAY, '15:00'));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, date: NEXT_TUESDAY, start_time: '15:00', end_time: '16:00', status: 'PENDING_PAYMENT', payment_amount: 20000 });
    expect(moved.json().starts_at).toBe('2026-06-09T19:00:00.000Z');
    expect(moved.json().history.at(-1)).toMatchObject({ from_status: 'PENDING_PAYMENT', to_status: 'PENDING_PAYMENT', changed_by_role: 'client' });
    expect(moved.json().history.at(-1).note).toBe('Cita reprogramada del 8 de junio de 2026, 09:00–10:00 al 9 de junio de 2026, 15:00–16:00.');

    const rows = await suite.t.ctx.db.selectFrom('appointment_reschedules').selectAll().where('appointment_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ changed_by_role: 'client', changed_by_user_id: expect.any(Number) });

    // The old slot is free again, for the waitlist too.
    const freed = await suite.t.ctx.db.selectFrom('freed_slots').select(['date', 'start_time']).where('psychologist_id', '=', psychologist.profileId).execute();
    expect(freed.map((slot) => [slot.date, String(slot.start_time).slice(0, 5)])).toEqual([[NEXT_MONDAY, '09:00']]);
    const other = await registerUser(suite.t.app, 'client');
    expect((await book(suite.t, other, psychologist.profileId, slotAt(NEXT_MONDAY, '09:00'))).statusCode).toBe(201);

    const mails = (await drainedMails(suite.t)).filter((mail) => mail.subject.startsWith('Sesión reprogramada'));
    expect(mails.map((mail) => mail.to).sort()).toEqual([client.email, psychologist.email].sort());
    expect(mails[0]?.text).toContain('Ahora: 9 de junio de 2026 a las 15:00');
    // Not confirmed yet: no invitation was sent, so none is updated.
    expect(mails[0]?.attachments).toBeUndefined();
  });

  it('refuses a taken target with the spec 409 and changes nothing; its own slot too; a slot the schedule does not offer is a 400', async () => {
    const { psychologist, client, id } = await bookedSession(suite.t);
    const other = await registerUser(suite.t.app, 'client');
    await book(suite.t, other, psychologist.profileId, slotAt(NEXT_MONDAY, '10:00'));
    const taken = await reschedule(suite.t, client, id, slotAt(NEXT_MONDAY, '10:00'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'slot_taken', detail: TAKEN });
    expect((await get(suite.t, client, `/api/appointments/${id}/`)).json()).toMatchObject({ date: NEXT_MONDAY, start_time: '09:00' });
    expect((await suite.t.ctx.db.selectFrom('appointment_reschedules').select('id').where('appointment_id', '=', id).execute())).toHaveLength(0);

    expect((await reschedule(suite.t, client, id, slotAt(NEXT_MONDAY, '13:00'))).json()).toEqual({
      code: 'invalid_request',
      detail: 'El horario seleccionado no está disponible. Por favor, seleccione otro horario.',
    });
    expect((await reschedule(suite.t, client, id, slotAt(NEXT_MONDAY, '09:00'))).json()).toEqual({ code: 'slot_taken', detail: TAKEN });
    await suite.t.app.inject({ method: 'POST', url: '/api/schedules/time-off/', headers: bearer(psychologist.access), payload: { starts_on: NEXT_TUESDAY, ends_on: NEXT_TUESDAY, reason: 'Congreso' } });
    expect((await reschedule(suite.t, client, id, slotAt(NEXT_TUESDAY, '15:00'))).json()).toEqual({
      code: 'invalid_request',
      detail: 'El horario seleccionado no está disponible. Por favor, seleccione otro horario.',
    });
    expect((await reschedule(suite.t, client, id, { date: '2026-02-30', start_time: '9', end_time: '' })).statusCode).toBe(400);
  });

  it(`stops ${24} hours before the session, and the payload says why`, async () => {
    const { psychologist, client, id } = await bookedSession(suite.t, slotAt(NEXT_TUESDAY, '15:00'));
    expect((await get(suite.t, client, `/api/appointments/${id}/`)).json()).toMatchObject({ can_reschedule: true, reschedule_blocked_reason: null });
    clock.now = new Date('2026-06-08T19:30:00Z'); // 23.5 h before
    const late = await reschedule(suite.t, client, id, slotAt(NEXT_TUESDAY, '16:00'));
    expect(late.statusCode).toBe(400);
    const reason = 'Ya no puedes reprogramar: faltan menos de 24 horas para la sesión.';
    expect(late.json()).toEqual({ code: 'invalid_request', detail: reason });
    expect((await get(suite.t, client, `/api/appointments/${id}/`)).json()).toMatchObject({ can_reschedule: false, reschedule_blocked_reason: reason });
    // The psychologist may still, with a note to the patient.
    expect((await get(suite.t, psychologist, `/api/appointments/${id}/`)).json().can_reschedule).toBe(true);
    await drainedMails(suite.t);
    const byPsychologist = await reschedule(suite.t, psychologist, id, { ...slotAt(NEXT_TUESDAY, '16:00'), note: 'Me surgió un imprevisto.' });
    expect(byPsychologist.statusCode).toBe(200);
    expect(byPsychologist.json().history.at(-1)).toMatchObject({ changed_by_role: 'psychologist' });
    expect(byPsychologist.json().history.at(-1).note).toMatch(/ Me surgió un imprevisto\.$/);
    const mails = await drainedMails(suite.t);
    expect(mails.find((mail) => mail.to === client.email)?.text).toContain('Mensaje: Me surgió un imprevisto.');
  });

  it('is only for the two parties, and only while the appointment is open', async () => {
    const { psychologist, client, id } = await bookedSession(suite.t);
    const target = slotAt(NEXT_MONDAY, '11:00');
    expect((await reschedule(suite.t, await registerUser(suite.t.app, 'client'), id, target)).statusCode).toBe(404);
    expect((await reschedule(suite.t, await registerUser(suite.t.app, 'psychologist'), id, target)).statusCode).toBe(404);
    expect((await reschedule(suite.t, suite.admin, id, target)).statusCode).toBe(403);
    expect((await get(suite.t, suite.admin, `/api/appointments/${id}/`)).json().can_reschedule).toBe(false);
    expect((await suite.t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/reschedule/`, payload: target })).statusCode).toBe(401);
    expect((await reschedule(suite.t, client, 999_999, target)).statusCode).toBe(404);

    expect((await patch(suite.t, client, `/api/appointments/${id}/cancel/`)).statusCode).toBe(200);
    const closed = await reschedule(suite.t, psychologist, id, target);
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ code: 'invalid_request', detail: 'Esta cita ya no se puede reprogramar.' });
  });
});

describe('a confirmed session moved', () => {
  it('keeps its meeting link and updates the invitation: same UID, SEQUENCE + 1, reminders re-armed', async () => {
    const { psychologist, client, id } = await bookedSession(suite.t);
    await patch(suite.t, suite.admin, `/api/appointments/${id}/update-payment-status/`, { status: 'PAYMENT_VERIFIED' });
    const confirmed = (await patch(suite.t, suite.admin, `/api/appointments/${id}/update-payment-status/`, { status: 'CONFIRMED' })).json();
    clock.now = new Date('2026-06-07T14:00:00Z'); // 23 h before the old time: its 24 h reminder goes out
    expect(await sendDueReminders(suite.t.ctx)).toBe(1);
    await drainedMails(suite.t);
    const moved = await reschedule(suite.t, psychologist, id, slotAt(NEXT_MONDAY, '11:00'));
    expect(moved.json()).toMatchObject({ status: 'CONFIRMED', meeting_link: confirmed.meeting_link, start_time: '11:00' });
    const mails = await drainedMails(suite.t);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const ics = String(mail.attachments?.[0]?.content ?? '');
      expect(ics).toContain(`UID:appointment-${id}@e-mind.cl`);
      expect(ics).toContain('SEQUENCE:2');
      expect(ics).toContain('DTSTART;TZID=America/Santiago:20260608T110000');
    }
    const row = await suite.t.ctx.db.selectFrom('appointments').select('calendar_sequence').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.calendar_sequence).toBe(2);
    expect(await sendDueReminders(suite.t.ctx)).toBe(0);
    clock.now = new Date('2026-06-07T16:00:00Z'); // 23 h before the new time
    expect(await sendDueReminders(suite.t.ctx)).toBe(1);
    expect((await drainedMails(suite.t)).map((mail) => mail.to).sort()).toEqual([client.email, psychologist.email].sort());
  });
});
