import { accessResourceLabels } from '@emind/domain';
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
  it("lists every service's reads of the person's data by others, newest first, with names and Spanish labels", async () => {
    const response = await get('/api/privacy/access-log/', patient);
    expect(response.statusCode).toBe(200);
    const page = response.json<{ count: number; page: number; page_size: number; results: Record<string, unknown>[] }>();
    expect(page).toMatchObject({ count: 5, page: 1, page_size: 50 });
    expect(page.results.map((entry) => entry.service)).toEqual(['booking', 'reviews', 'catalogue', 'identity', 'booking']);
    expect(page.results[0]).toEqual({
      id: expect.stringMatching(/^booking-\d+$/),
      service: 'booking',
      actor_id: ids.psychologist,
      actor_name: 'Pablo Muñoz',
      actor_role: 'psychologist',
      actor_role_display: 'Psicólogo',
      subject_id: ids.patient,
      subject_name: 'Camila Soto',
      resource: 'clinical_notes',
      resource_display: accessResourceLabels.clinical_notes,
      resource_id: '11',
      created_at: expect.any(String),
    });
    expect(page.results[1]).toMatchObject({ actor_name: 'Administrador e-mind', actor_role_display: 'Administrador', resource_display: accessResourceLabels.patient_record });
    expect(new Set(page.results.map((entry) => entry.id)).size).toBe(5);
  });

  it("shows only the person's own entries", async () => {
    const page = (await get('/api/privacy/access-log/', stranger)).json<{ count: number; results: { subject_id: number }[] }>();
    expect(page.count).toBe(1);
    expect(page.results.every((entry) => entry.subject_id === ids.stranger)).toBe(true);
    expect((await get('/api/privacy/access-log/', psychologist)).json()).toMatchObject({ count: 0, results: [] });
  });

  it('pages by 50', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      subjectUserId: ids.stranger!, actorUserId: ids.admin!, actorRole: 'admin', resource: 'patient_record' as const, resourceId: 100 + i,
    }));
    await recordAccess(t.database.db, 'identity', many);
    const second = (await get('/api/privacy/access-log/?page=2', stranger)).json<{ count: number; page: number; results: unknown[] }>();
    expect(second).toMatchObject({ count: 51, page: 2 });
    expect(second.results).toHaveLength(1);
    expect((await get('/api/privacy/access-log/?page=3', stranger)).json()).toMatchObject({ count: 51, results: [] });
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
