import type { PrivacySubject } from '@emind/server-kit';
import { sql } from 'kysely';
import { bearer, book, type Session, type TestApp, PNG, uploadProof } from '../helpers.ts';

export async function userIdOf(t: TestApp, profileId: number): Promise<number> {
  const { rows } = await sql<{ user_id: number }>`select user_id from identity.profile_directory where profile_id = ${profileId}`.execute(t.database.db);
  const row = rows[0];
  if (!row) throw new Error(`no user for profile ${profileId}`);
  return row.user_id;
}

export async function subjectOf(t: TestApp, session: Session, userType: PrivacySubject['userType'], firstName: string, lastName: string): Promise<PrivacySubject> {
  return { requestId: 1, userId: await userIdOf(t, session.profileId), userType, email: session.email, firstName, lastName, rut: '', phone: '' };
}

export const patch = (t: TestApp, session: Session, url: string, payload: object = {}) =>
  t.app.inject({ method: 'PATCH', url, headers: bearer(session.access), payload });
export const get = (t: TestApp, session: Session, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(session.access) });

/** A first appointment paid (proof uploaded, verified by the admin) and confirmed by the psychologist. */
export async function confirmedAppointment(
  t: TestApp,
  parties: { client: Session; psychologist: Session; admin: Session },
  slot: { date?: string; start_time?: string; end_time?: string; client_notes?: string } = {},
): Promise<number> {
  const booked = await book(t, parties.client, parties.psychologist.profileId, slot);
  if (booked.statusCode !== 201) throw new Error(`book: ${booked.statusCode} ${booked.body}`);
  const { id } = booked.json<{ id: number }>();
  const steps = [
    await uploadProof(t, parties.client, id, PNG),
    await patch(t, parties.admin, `/api/appointments/${id}/update-payment-status/`, { status: 'PAYMENT_VERIFIED' }),
    await patch(t, parties.psychologist, `/api/appointments/${id}/update-payment-status/`, { status: 'CONFIRMED' }),
  ];
  for (const step of steps) if (step.statusCode !== 200) throw new Error(`step: ${step.statusCode} ${step.body}`);
  return id;
}
