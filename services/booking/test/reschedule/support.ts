import { bearer, book, bookablePsychologist, registerUser, type Session, type TestApp } from '../helpers.ts';

export const TAKEN = 'Este horario ya ha sido reservado. Por favor, seleccione otro horario disponible.';
/** NOW is Monday 2026-06-01 08:00; a week later the Monday slots are 09, 10, 11 and Tuesday's 15, 16. */
export const NEXT_MONDAY = '2026-06-08';
export const NEXT_TUESDAY = '2026-06-09';

export const slotAt = (date: string, start: string) => ({
  date,
  start_time: start,
  end_time: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
});

export function reschedule(t: TestApp, session: Session, id: number, payload: object) {
  return t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/reschedule/`, headers: bearer(session.access), payload });
}

export const patch = (t: TestApp, session: Session, url: string, payload: object = {}) =>
  t.app.inject({ method: 'PATCH', url, headers: bearer(session.access), payload });
export const get = (t: TestApp, session: Session, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(session.access) });

/** A fresh psychologist and client, and the client's appointment at `slot` (default next Monday 09:00). */
export async function bookedSession(t: TestApp, slot = slotAt(NEXT_MONDAY, '09:00')) {
  const psychologist = await bookablePsychologist(t);
  const client = await registerUser(t.app, 'client');
  const answer = await book(t, client, psychologist.profileId, slot);
  if (answer.statusCode !== 201) throw new Error(`book: ${answer.statusCode} ${answer.body}`);
  return { psychologist, client, id: (answer.json() as { id: number }).id };
}
