import { type MailMessage, type MailTransport } from '@emind/server-kit';
import { drainBookingOutbox } from '../../src/notifications/queued-mail.ts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../src/notifications/reminders.ts';
import { bookablePsychologist, buildAppWithPlatformAccount, clock, NOW, registerUser, type Session, type TestApp } from '../helpers.ts';
import { confirmedAppointment, userIdOf } from './support.ts';

let t: TestApp;
let admin: Session;
const sent: MailMessage[] = [];
const recorder: MailTransport = { send: async (message) => void sent.push(message) };

beforeAll(async () => {
  ({ t, admin } = await buildAppWithPlatformAccount());
});
afterAll(() => t.close());
afterEach(() => {
  clock.now = NOW;
});

async function mails(): Promise<MailMessage[]> {
  sent.length = 0;
  await drainBookingOutbox(t.database.db, t.ctx.config, recorder, { now: new Date(Date.now() + 60_000) });
  return [...sent];
}

/** Turns a person's reminders off where identity keeps the switch (its published view `optional_mail` reads it). */
async function turnRemindersOff(session: Session): Promise<void> {
  const userId = await userIdOf(t, session.profileId);
  await sql`insert into identity.mail_preferences (user_id, reminders) values (${userId}, false)
    on conflict (user_id) do update set reminders = false`.execute(t.database.db);
}

describe('session reminders', () => {
  it('skip a party who turned reminders off and still reach the other', async () => {
    const psychologist = await bookablePsychologist(t);
    const quiet = await registerUser(t.app, 'client');
    const reminded = await registerUser(t.app, 'client');
    await confirmedAppointment(t, { client: quiet, psychologist, admin }, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' });
    await confirmedAppointment(t, { client: reminded, psychologist, admin }, { date: '2026-06-02', start_time: '16:00', end_time: '17:00' });
    await turnRemindersOff(quiet);
    await mails();

    // Tuesday 15:00 and 16:00 in Chile are 19:00 and 20:00 UTC: both within 24 hours.
    clock.now = new Date('2026-06-01T20:30:00Z');
    expect(await sendDueReminders(t.ctx)).toBe(2);
    const reminders = (await mails()).filter((mail) => mail.subject.startsWith('Recordatorio'));
    expect(reminders.map((mail) => mail.to).sort()).toEqual([psychologist.email, psychologist.email, reminded.email].sort());
  });
});
