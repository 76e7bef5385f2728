import { accessResourceSeenByOthers } from '@emind/domain';
import { recordAccess } from '@emind/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, bearer, registerSession, type TestSession } from '../../src/testing.ts';
import { buildPrivacyTestApp, userIdOfSession, type PrivacyTestApp } from '../privacy-requests-app.ts';

let t: PrivacyTestApp;
let patient: TestSession;
let psychologist: TestSession;
let stranger: TestSession;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildPrivacyTestApp();
  patient = await registerSession(t.app, 'client', { first_name: 'Camila', last_name: 'Soto' });
  psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Pablo', last_name: 'Muñoz' });
  stranger = await registerSession(t.app, 'client', { first_name: 'Otra', last_name: 'Persona' });
  const admin = await adminSession(t.app);
  for (const [name, session] of Object.entries({ patient, psychologist, stranger, admin })) ids[name] = await userIdOfSession(t, session);

  const read = (actor: 'psychologist' | 'admin', resource: 'appointment' | 'clinical_notes' | 'patient_record' | 'payment_proof', resourceId: number) => ({
    subjectUserId: ids.patient!, actorUserId: ids[actor]!, actorRole: actor, resource, resourceId,
  });
  // one read in each service's log, oldest first, a few ms apart (PGlite's clock can give two statements one time)
  const reads = [
    ['booking', read('psychologist', 'appointment', 11)],
    ['identity', read('admin', 'patient_record', 3)],
    ['catalogue', read('admin', 'patient_record', 4)],
    ['reviews', read('admin', 'patient_record', 5)],
    ['booking', read('psychologist', 'clinical_notes', 11)],
  ] as const;
  for (const [service, record] of reads) {
    await recordAccess(t.database.db, service, record);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // someone else's data, and the patient's own read (not recorded)
  await recordAccess(t.database.db, 'booking', { subjectUserId: ids.stranger!, actorUserId: ids.psychologist!, actorRole: 'psychologist', resource: 'appointment', resourceId: 12 });
  await recordAccess(t.database.db, 'booking', { subjectUserId: ids.patient!, actorUserId: ids.patient!, actorRole: 'client', resource: 'appointment', resourceId: 11 });
});
afterAll(() => t.close());

const get = (url: string, session: TestSession | null) => t.app.inject({ method: 'GET', url, headers: session ? bearer(session.access) : {} });

describe('GET /api/privacy/access-log/', () => {
  it("groups every service's reads of the person's data by reader and kind, newest first, in words the person reads", async () => {
    const response = await get('/api/privacy/access-log/', patient);
    expect(response.statusCode).toBe(200);
    const page = response.json<{ count: number; page: number; page_size: number; results: Record<string, unknown>[] }>();
    expect(page).toMatchObject({ count: 3, page: 1, page_size: 50 });
    expect(page.results.map((group) => [group.resource, group.times])).toEqual([['clinical_notes', 1], ['patient_record', 3], ['appointment', 1]]);
    expect(page.results[0]).toEqual({
      actor_id: ids.psychologist,
      actor_name: 'Pablo Muñoz',
      actor_role: 'psychologist',
      actor_role_display: 'Profesional en Psicología Clínica',
      resource: 'clinical_notes',
      seen_display: accessResourceSeenByOthers.clinical_notes,
      summary: 'Pablo Muñoz (Profesional en Psicología Clínica) vio tus notas clínicas',
      times: 1,
      first_at: expect.any(String),
      last_at: expect.any(String),
    });
    // The admin's reads in identity, catalogue and reviews are one line: who, what, how many times, first and last.
    const admin = page.results[1]!;
    expect(admin).toMatchObject({ actor_name: 'Administrador e-mind', actor_role_display: 'Administrador', summary: 'Administrador e-mind (Administrador) vio tu registro de paciente' });
    expect(new Date(String(admin.first_at)).getTime()).toBeLessThan(new Date(String(admin.last_at)).getTime());
  });

  it("shows only the person's own entries", async () => {
    const page = (await get('/api/privacy/access-log/', stranger)).json<{ count: number; results: { actor_id: number; resource: string }[] }>();
    expect(page).toMatchObject({ count: 1, results: [{ actor_id: ids.psychologist, resource: 'appointment' }] });
    expect((await get('/api/privacy/access-log/', psychologist)).json()).toMatchObject({ count: 0, results: [] });
  });

  it('counts repeated reads on one line, and pages the lines by 50', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      subjectUserId: ids.stranger!, actorUserId: ids.admin!, actorRole: 'admin', resource: 'patient_record' as const, resourceId: 100 + i,
    }));
    await recordAccess(t.database.db, 'identity', many);
    const first = (await get('/api/privacy/access-log/', stranger)).json<{ count: number; results: { times: number }[] }>();
    expect(first.count).toBe(2);
    expect(first.results.map((group) => group.times)).toEqual([50, 1]);
    expect((await get('/api/privacy/access-log/?page=2', stranger)).json()).toMatchObject({ count: 2, page: 2, results: [] });
  });

  it('needs a session and a valid page', async () => {
    expect((await get('/api/privacy/access-log/', null)).statusCode).toBe(401);
    for (const page of ['0', '-1', 'abc', '1.5', '100001']) {
      const response = await get(`/api/privacy/access-log/?page=${page}`, patient);
      expect(response.statusCode, page).toBe(400);
      expect(response.json()).toHaveProperty('page');
    }
  });
});
