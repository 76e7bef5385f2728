import { appPerFile } from '@emind/server-kit/testing';
import { describe, expect, it } from 'vitest';
import { sendDueReminders } from '../src/notifications/reminders.ts';
import { BANK, bearer, book, bookablePsychologist, buildAppWithPlatformAccount, clock, drainedMails, registerUser, resetClock, type Session } from './helpers.ts';

const suite = appPerFile(() => buildAppWithPlatformAccount({ platformBank: { ...BANK, bank_account_owner: 'E-Mind SpA', bank_account_number: '99887766' } }), { afterEach: resetClock });

/** Sends what is queued and answers the mails sent since the last call. */
const mails = () => drainedMails(suite.t);
const patch = (session: Session, url: string, payload: object = {}) => suite.t.app.inject({ method: 'PATCH', url, headers: bearer(session.access), payload });

describe('appointment mails', () => {
  it('go out at each step to the people concerned, with calendar files, and never carry clinical notes', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    await mails();
    const booked = (await book(suite.t, client, psychologist.profileId)).json();
    const code = `EM-${String(booked.id).padStart(6, '0')}`;
    await patch(psychologist, `/api/appointments/${booked.id}/add-notes/`, { psychologist_notes: 'NOTA-CLINICA-SECRETA' });

    const onBooking = await mails();
    expect(onBooking.map((mail) => mail.to).sort()).toEqual([client.email, psychologist.email].sort());
    const instructions = onBooking.find((mail) => mail.to === client.email);
    expect(instructions?.subject).toBe(`Reserva ${code}: instrucciones de pago`);
    expect(instructions?.text).toContain('Número de cuenta: 99887766');
    expect(instructions?.text).toContain(`Referencia (escríbela en la transferencia): ${code}`);
    expect(instructions?.text).toContain('$20.000');

    await patch(suite.admin, `/api/appointments/${booked.id}/update-payment-status/`, { status: 'PAYMENT_VERIFIED' });
    expect((await mails()).map((mail) => [mail.to, mail.subject])).toEqual([[client.email, `Pago verificado: ${code}`]]);

    await patch(suite.admin, `/api/appointments/${booked.id}/update-payment-status/`, { status: 'CONFIRMED' });
    const confirmed = await mails();
    expect(confirmed.map((mail) => mail.to).sort()).toEqual([client.email, psychologist.email].sort());
    for (const mail of confirmed) {
      expect(mail.text).toMatch(/http:\/\/localhost:8000\/sesion\/\d+/);
      expect(mail.attachments?.[0]?.contentType).toContain('method=REQUEST');
      expect(mail.attachments?.[0]?.content).toContain('METHOD:REQUEST');
    }

    await patch(client, `/api/appointments/${booked.id}/cancel/`);
    const cancelled = await mails();
    expect(cancelled).toHaveLength(2);
    for (const mail of cancelled) expect(mail.attachments?.[0]?.content).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:2/);

    const everything = JSON.stringify([onBooking, confirmed, cancelled]);
    expect(everything).not.toContain('NOTA-CLINICA-SECRETA');
  });

  it("send a first session's proof to the admins and a later one's to the psychologist", async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const first = (await book(suite.t, client, psychologist.profileId)).json();
    const second = (await book(suite.t, client, psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' })).json();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
    const upload = (id: number) => {
      const boundary = '----emindtest';
      const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="payment_proof"; filename="p.png"\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      return suite.t.app.inject({ method: 'POST', url: `/api/appointments/${id}/upload-payment/`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(client.access) } });
    };
    await mails();
    await upload(first.id);
    expect((await mails()).map((mail) => mail.to)).toEqual(['admin@test.cl']);
    await upload(second.id);
    expect((await mails()).map((mail) => mail.to)).toEqual([psychologist.email]);
  });

  it('invite the patient to rate a session once it is COMPLETED', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const booked = (await book(suite.t, client, psychologist.profileId, { start_time: '10:00', end_time: '11:00' })).json();
    await patch(suite.admin, `/api/appointments/${booked.id}/update-payment-status/`, { status: 'PAYMENT_VERIFIED' });
    await patch(suite.admin, `/api/appointments/${booked.id}/update-payment-status/`, { status: 'CONFIRMED' });
    await mails();
    clock.now = new Date('2026-06-01T15:00:00Z'); // the session has started
    expect((await patch(psychologist, `/api/appointments/${booked.id}/update-status/`, { status: 'COMPLETED' })).statusCode).toBe(200);
    const invitation = await mails();
    expect(invitation.map((mail) => mail.to)).toEqual([client.email]);
    expect(invitation[0]?.subject).toMatch(/^¿Cómo fue tu sesión con /);
    expect(invitation[0]?.text).toContain('http://localhost:8000/dashboard/reviews');
  });

  it('remind both parties once per lead time, however many instances run at once', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const booked = (await book(suite.t, client, psychologist.profileId, { date: '2026-06-02', start_time: '16:00', end_time: '17:00' })).json();
    await patch(suite.admin, `/api/appointments/${booked.id}/update-payment-status/`, { status: 'PAYMENT_VERIFIED' });
    await patch(suite.admin, `/api/appointments/${booked.id}/update-payment-status/`, { status: 'CONFIRMED' });
    await mails();
    const reminders = async () => (await mails()).filter((mail) => mail.subject.startsWith('Recordatorio'));

    clock.now = new Date('2026-06-01T19:00:00Z'); // 25 h before: nothing yet
    await sendDueReminders(suite.t.ctx);
    expect(await reminders()).toEqual([]);
    clock.now = new Date('2026-06-01T20:30:00Z'); // 23.5 h before: the 24 h reminder
    await Promise.all([sendDueReminders(suite.t.ctx), sendDueReminders(suite.t.ctx)]);
    expect((await reminders()).map((mail) => mail.to).sort()).toEqual([client.email, psychologist.email].sort());
    await sendDueReminders(suite.t.ctx);
    expect(await reminders()).toEqual([]);
    clock.now = new Date('2026-06-02T19:30:00Z'); // 30 min before: the 1 h reminder
    await sendDueReminders(suite.t.ctx);
    expect(await reminders()).toHaveLength(2);
  });
});

describe('GET /api/appointments/{id}/calendar.ics', () => {
  it('gives the confirmed session to its parties and admins only', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const booked = (await book(suite.t, client, psychologist.profileId)).json();
    const ics = (session: Session) => suite.t.app.inject({ method: 'GET', url: `/api/appointments/${booked.id}/calendar.ics`, headers: bearer(session.access) });
    expect((await ics(client)).statusCode).toBe(404);
    await patch(suite.admin, `/api/appointments/${booked.id}/update-payment-status/`, { status: 'PAYMENT_VERIFIED' });
    await patch(suite.admin, `/api/appointments/${booked.id}/update-payment-status/`, { status: 'CONFIRMED' });
    for (const session of [client, psychologist, suite.admin]) {
      const file = await ics(session);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('text/calendar');
      expect(file.body.startsWith('BEGIN:VCALENDAR')).toBe(true);
      expect(file.body).toContain(`UID:appointment-${booked.id}@e-mind.cl`);
    }
    expect((await ics(await registerUser(suite.t.app, 'client'))).statusCode).toBe(404);
  });
});
