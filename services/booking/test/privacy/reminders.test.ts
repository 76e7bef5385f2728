import { appPerFile } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../src/notifications/reminders.ts';
import { bookablePsychologist, buildAppWithPlatformAccount, clock, drainedMails, registerUser, resetClock, type Session } from '../helpers.ts';
import { confirmedAppointment, userIdOf } from './support.ts';

const suite = appPerFile(buildAppWithPlatformAccount, { afterEach: resetClock });

const mails = () => drainedMails(suite.t);

/** Turns a person's reminders off where identity keeps the switch (its published view `optional_mail` reads it). */
async function turnRemindersOff(session: Session): Promise<void> {
  const userId = await userIdOf(suite.t, session.profileId);
  await sql`insert into identity.mail_preferences (user_id, reminders) values (${userId}, false)
    on conflict (user_id) do update set reminders = false`.execute(suite.t.database.db);
}

describe('session reminders', () => {
  it('skip a party who turned reminders off and still reach the other', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const quiet = await registerUser(suite.t.app, 'client');
    const reminded = await registerUser(suite.t.app, 'client');
    await confirmedAppointment(suite.t, { client: quiet, psychologist, admin: suite.admin }, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' });
    await confirmedAppointment(suite.t, { client: reminded, psychologist, admin: suite.admin }, { date: '2026-06-02', start_time: '16:00', end_time: '17:00' });
    await turnRemindersOff(quiet);
    await mails();

    // Tuesday 15:00 and 16:00 in Chile are 19:00 and 20:00 UTC: both within 24 hours.
    clock.now = new Date('2026-06-01T20:30:00Z');
    expect(await sendDueReminders(suite.t.ctx)).toBe(2);
    const reminders = (await mails()).filter((mail) => mail.subject.startsWith('Recordatorio'));
    expect(reminders.map((mail) => mail.to).sort()).toEqual([psychologist.email, psychologist.email, reminded.email].sort());
  });
});
