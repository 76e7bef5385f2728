import type { PrivacySubject } from '@emind/server-kit';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { BANK, bearer, book, buildTestApp, clock, loginAdmin, NOW, type Session, type TestApp, PNG, setBankInfo, uploadProof } from '../helpers.ts';

export interface PrivacyTestApp {
  t: TestApp;
  admin: Session;
}

/**
 * The file's app, built once, with a signed-in admin holding the platform's bank data (first sessions are paid to
 * it), and the clock put back after each test. Read its fields inside tests: they are set before the first one runs.
 */
export function usePrivacyTestApp(): PrivacyTestApp {
  const app = {} as PrivacyTestApp;
  beforeAll(async () => {
    app.t = await buildTestApp();
    app.admin = await loginAdmin(app.t.app);
    await setBankInfo(app.t, app.admin, 'admin', { ...BANK, bank_account_owner: 'E-Mind SpA' });
  });
  afterAll(() => app.t.close());
  afterEach(() => {
    clock.now = NOW;
  });
  return app;
}

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
