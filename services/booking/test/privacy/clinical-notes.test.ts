import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bookingParticipant } from '../../src/privacy/booking-participant.ts';
import { bookablePsychologist, clock, NOW, registerUser, type Session } from '../helpers.ts';
import { confirmedAppointment, get, patch, subjectOf, usePrivacyTestApp } from './support.ts';

const app = usePrivacyTestApp();

interface Version {
  id: number;
  psychologist_notes: string;
  author_name: string;
  written_at: string;
}

const writeNote = async (psychologist: Session, id: number, text: string, at: string) => {
  clock.now = new Date(at);
  const saved = await patch(app.t, psychologist, `/api/appointments/${id}/add-notes/`, { psychologist_notes: text });
  expect(saved.statusCode).toBe(200);
  return saved;
};
const versionsOf = (session: Session, id: number) => get(app.t, session, `/api/appointments/${id}/notes/`);
const storedVersions = async (id: number) =>
  (await sql<{ n: number }>`select count(*)::int as n from booking.clinical_note_versions where appointment_id = ${id}`.execute(app.t.database.db)).rows[0]?.n;

/** A confirmed session whose psychologist wrote, corrected and emptied its note. */
async function notedSession() {
  const psychologist = await bookablePsychologist(app.t);
  const client = await registerUser(app.t.app, 'client', { first_name: 'Ximena', last_name: 'Historia' });
  const id = await confirmedAppointment(app.t, { client, psychologist, admin: app.admin });
  await writeNote(psychologist, id, 'NOTA-V1 ansiedad', '2026-06-01T13:00:00Z');
  await writeNote(psychologist, id, 'NOTA-V1 ansiedad', '2026-06-01T13:05:00Z');
  await writeNote(psychologist, id, 'NOTA-V2 ansiedad; seguimiento', '2026-06-01T13:10:00Z');
  await writeNote(psychologist, id, '', '2026-06-01T13:20:00Z');
  clock.now = NOW;
  return { psychologist, client, id };
}

describe('clinical note versions (Decreto 41/2012)', () => {
  it('grow with each changed text and are listed to their author, newest first, with author and time', async () => {
    const { psychologist, id } = await notedSession();
    const answer = await versionsOf(psychologist, id);
    expect(answer.statusCode).toBe(200);
    const versions = answer.json<Version[]>();
    expect(versions.map(({ psychologist_notes, written_at }) => ({ psychologist_notes, written_at }))).toEqual([
      { psychologist_notes: '', written_at: '2026-06-01T13:20:00.000Z' },
      { psychologist_notes: 'NOTA-V2 ansiedad; seguimiento', written_at: '2026-06-01T13:10:00.000Z' },
      { psychologist_notes: 'NOTA-V1 ansiedad', written_at: '2026-06-01T13:00:00.000Z' },
    ]);
    expect(new Set(versions.map((version) => version.author_name))).toEqual(new Set([expect.stringMatching(/\S/)]));
  });

  it('are refused to the patient and an admin (403) and to another psychologist (404), and their read is logged', async () => {
    const { psychologist, client, id } = await notedSession();
    expect((await versionsOf(client, id)).statusCode).toBe(403);
    expect((await versionsOf(app.admin, id)).statusCode).toBe(403);
    expect((await versionsOf(await bookablePsychologist(app.t), id)).json()).toEqual({ code: 'not_found', detail: 'Cita no encontrada' });
    expect((await versionsOf(psychologist, 999_999)).statusCode).toBe(404);
    await versionsOf(psychologist, id);
    const subject = await subjectOf(app.t, client, 'client', 'Ximena', 'Historia');
    const logged = await sql<{ resource: string; actor_user_id: number }>`select resource, actor_user_id from booking.access_events
      where subject_user_id = ${subject.userId} and resource = 'clinical_notes'`.execute(app.t.database.db);
    expect(logged.rows.length).toBeGreaterThan(0);
  });

  it('keep every one of two saves made at once, the newest being the note', async () => {
    const { psychologist, id } = await notedSession();
    const saves = await Promise.all(['NOTA-A a la vez', 'NOTA-B a la vez'].map((text) => patch(app.t, psychologist, `/api/appointments/${id}/add-notes/`, { psychologist_notes: text })));
    expect(saves.map((save) => save.statusCode)).toEqual([200, 200]);
    const versions = (await versionsOf(psychologist, id)).json<Version[]>();
    expect(versions.slice(0, 2).map((version) => version.psychologist_notes).sort()).toEqual(['NOTA-A a la vez', 'NOTA-B a la vez']);
    const current = await sql<{ psychologist_notes: string }>`select psychologist_notes from booking.appointments where id = ${id}`.execute(app.t.database.db);
    expect(current.rows[0]?.psychologist_notes).toBe(versions[0]?.psychologist_notes);
  });

  it('cannot be rewritten or deleted, even by SQL', async () => {
    const { id } = await notedSession();
    await expect(sql`update booking.clinical_note_versions set notes = 'otra cosa' where appointment_id = ${id}`.execute(app.t.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from booking.clinical_note_versions where appointment_id = ${id}`.execute(app.t.database.db)).rejects.toThrow(/append-only/);
    expect(await storedVersions(id)).toBe(3);
  });

  it.each(['client', 'psychologist'] as const)('are sealed with the record when the %s is erased', async (erased) => {
    const { psychologist, client, id } = await notedSession();
    const untouched = await notedSession();
    const subject = erased === 'client' ? await subjectOf(app.t, client, 'client', 'Ximena', 'Historia') : await subjectOf(app.t, psychologist, 'psychologist', 'Valentina', 'Rojas');
    await app.t.ctx.db.transaction().execute((trx) => bookingParticipant(app.t.ctx).erase(trx, subject, new Date('2026-06-02T12:00:00Z')));

    expect(await storedVersions(id)).toBe(0);
    const sealed = await sql<{ payload: { psychologist_notes: string; versions: { notes: string; author_profile_id: number }[] } }>`
      select payload from booking.sealed_records where subject_user_id = ${subject.userId} and kind = 'clinical_note' and appointment_id = ${id}`.execute(app.t.database.db);
    expect(sealed.rows).toHaveLength(1);
    expect(sealed.rows[0]?.payload.versions.map((version) => version.notes)).toEqual(['NOTA-V1 ansiedad', 'NOTA-V2 ansiedad; seguimiento', '']);
    expect(sealed.rows[0]?.payload.versions.every((version) => version.author_profile_id === psychologist.profileId)).toBe(true);
    // Another appointment's versions stay, and the table is append-only again once the erasure's transaction ends.
    expect(await storedVersions(untouched.id)).toBe(3);
    await expect(sql`delete from booking.clinical_note_versions where appointment_id = ${untouched.id}`.execute(app.t.database.db)).rejects.toThrow(/append-only/);
  });
});
