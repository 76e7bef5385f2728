import { demoMp4, demoPdf } from '@emind/demo-data';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, listedPsychologist, loginAdmin, multipart, registerUser, type Session, type TestApp } from '../helpers.ts';
import { catalogueText, erase, exportOf, personOf, stored, type Person } from './privacy-helpers.ts';

let t: TestApp;
let admin: Session;
let psy: Person;

const UPLOAD = '/api/profiles/psychologist-profiles/me/upload-verification-document/';

async function upload(session: Session, type: string, file: { name: string; content: Buffer }) {
  const body = multipart({ document_type: type, description: 'Para el export' }, file);
  const response = await t.app.inject({ method: 'POST', url: UPLOAD, headers: { ...bearer(session.access), ...body.headers }, payload: body.payload });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ id: number }>();
}

async function documentKeys(profileId: number): Promise<string[]> {
  const { rows } = await sql<{ storage_key: string; public_key: string | null }>`
    select storage_key, public_key from catalogue.verification_documents where profile_id = ${profileId}`.execute(t.database.db);
  return rows.flatMap((row) => [row.storage_key, ...(row.public_key ? [row.public_key] : [])]);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
  const session = await listedPsychologist(t, admin, { first_name: 'Eloísa', last_name: 'Borrable', price: 12000 });
  psy = await personOf(t, session);
  const experiences = await t.app.inject({
    method: 'POST', url: '/api/profiles/psychologist-profiles/me/experiences/', headers: bearer(session.access),
    payload: { experiences: [{ experience_type: 'WORK', institution: 'CESFAM Borrable', role: 'Psicóloga', start_date: '2016-03-01', end_date: null, description: '' }] },
  });
  expect(experiences.statusCode).toBe(200);
  await upload(session, 'registration_certificate', { name: 'certificado-eloisa-borrable.pdf', content: demoPdf('Certificado') });
  const video = await upload(session, 'presentation_video', { name: 'video-eloisa.mp4', content: demoMp4(10) });
  const approved = await t.app.inject({
    method: 'PATCH', url: `/api/profiles/admin/psychologists/documents/${video.id}/status/`, headers: bearer(admin.access), payload: { verification_status: 'approved' },
  });
  expect(approved.statusCode).toBe(200);
  const suggestion = await t.app.inject({ method: 'POST', url: '/api/pricing/suggested-prices/my_suggestion/', headers: bearer(session.access), payload: { price: 11000 } });
  expect(suggestion.statusCode).toBe(201);
});
afterAll(() => t.close());

describe("catalogue's part of an export", () => {
  it("holds a psychologist's profile, experiences, documents with their files, and prices", async () => {
    const part = await exportOf(t, psy.subject);
    expect(part.data).toMatchObject({
      professional_profile: { verification_status: 'VERIFIED', university: 'Universidad de Chile', health_register_number: '123456', specialties: ['Terapia Gestalt'] },
      experiences: [{ institution: 'CESFAM Borrable', role: 'Psicóloga', start_date: '2016-03-01', end_date: null }],
      verification_documents: [
        { document_type: 'registration_certificate', file_name: 'certificado-eloisa-borrable.pdf', file: 'catalogue/documentos/registration_certificate.pdf', published: false },
        { document_type: 'presentation_video', file_name: 'video-eloisa.mp4', file: 'catalogue/documentos/presentation_video.mp4', published: true },
      ],
      suggested_prices: [{ price: 11000 }],
      approved_price: { price: 12000 },
    });
    expect(part.files.map((file) => file.name)).toEqual(['catalogue/documentos/registration_certificate.pdf', 'catalogue/documentos/presentation_video.mp4']);
    for (const file of part.files) expect(await stored(t, file.key)).toBe(true);
    // The export is JSON: what identity writes to datos.json must survive the round trip.
    expect(JSON.parse(JSON.stringify(part.data))).toMatchObject({ approved_price: { price: 12000, approved_at: expect.any(String) } });
  });

  it('is empty for a client, and for a psychologist who never filled anything in', async () => {
    const client = await personOf(t, await registerUser(t.app, 'client'));
    expect(await exportOf(t, client.subject)).toEqual({ data: {}, files: [] });
    const fresh = await personOf(t, await registerUser(t.app, 'psychologist'));
    expect(await exportOf(t, fresh.subject)).toEqual({
      data: { professional_profile: null, experiences: [], verification_documents: [], suggested_prices: [], approved_price: null, accesses_by_admins: [] },
      files: [],
    });
  });
});

describe("catalogue's part of an erasure", () => {
  it('takes the psychologist out of the directory at once, with every row and file of theirs', async () => {
    const other = await listedPsychologist(t, admin, { first_name: 'Otra', last_name: 'Persona' });
    const keys = await documentKeys(psy.session.profileId);
    expect(keys).toHaveLength(3);
    const publicProfile = `/api/profiles/public/psychologists/${psy.session.profileId}/`;
    expect((await t.app.inject({ method: 'GET', url: publicProfile })).statusCode).toBe(200);

    await erase(t, psy.subject);

    for (const key of keys) expect(await stored(t, key)).toBe(false);
    const text = await catalogueText(t);
    for (const trace of [psy.subject.email, 'Eloísa', 'Borrable', 'certificado-eloisa-borrable.pdf', 'video-eloisa.mp4', ...keys]) expect(text).not.toContain(trace);
    const listing = await sql`select 1 from catalogue.psychologist_listing where profile_id = ${psy.session.profileId}`.execute(t.database.db);
    expect(listing.rows).toHaveLength(0);

    expect((await t.app.inject({ method: 'GET', url: publicProfile })).statusCode).toBe(404);
    const directory = await t.app.inject({ method: 'GET', url: '/api/profiles/public/psychologists/?page_size=50' });
    expect(directory.statusCode).toBe(200);
    const ids = (directory.json() as { results: { id: number }[] }).results.map((row) => row.id);
    expect(ids).toContain(other.profileId);
    expect(ids).not.toContain(psy.session.profileId);
    // The admin's list and detail read identity's (pseudonymised) account beside a catalogue row that is gone.
    const list = await t.app.inject({ method: 'GET', url: '/api/profiles/admin/psychologists/', headers: bearer(admin.access) });
    expect(list.statusCode).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `/api/profiles/admin/psychologists/${psy.session.profileId}/`, headers: bearer(admin.access) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ verification_status: 'PENDING', verification_documents: [], experiences: [] });
    // Done twice (a retried job) is harmless.
    await erase(t, psy.subject);
  });

  it("leaves other people's rows alone and does nothing for a client", async () => {
    const keeper = await listedPsychologist(t, admin, { first_name: 'Queda', last_name: 'Intacta' });
    const client = await personOf(t, await registerUser(t.app, 'client'));
    await erase(t, client.subject);
    const row = await sql`select 1 from catalogue.psychologists where profile_id = ${keeper.profileId}`.execute(t.database.db);
    expect(row.rows).toHaveLength(1);
  });

  it("replaces the person's identifiers in an admin's note on someone else's document, keeping the rest", async () => {
    const other = await listedPsychologist(t, admin, { first_name: 'Otro', last_name: 'Colega' });
    const document = await upload(other, 'registration_certificate', { name: 'certificado.pdf', content: demoPdf('Certificado') });
    const client = await personOf(t, await registerUser(t.app, 'client'));
    const named = { ...client.subject, firstName: 'Florencia', lastName: 'Reclamante', rut: '15.432.876-K', phone: '+56 9 7777 1212' };
    const rejected = await t.app.inject({
      method: 'PATCH', url: `/api/profiles/admin/psychologists/documents/${document.id}/status/`, headers: bearer(admin.access),
      payload: { verification_status: 'rejected', rejection_reason: 'Florencia Reclamante (RUT 15.432.876-K, +56 9 7777 1212) reclamó por este certificado' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    await erase(t, named);

    const { rows } = await sql<{ rejection_reason: string }>`select rejection_reason from catalogue.verification_documents where id = ${document.id}`.execute(t.database.db);
    expect(rows[0]?.rejection_reason).toBe('[dato eliminado] (RUT [dato eliminado], [dato eliminado]) reclamó por este certificado');
  });
});
