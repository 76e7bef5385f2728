import { demoPdf } from '@emind/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, loginAdmin, multipart, registerUser, type Session, type TestApp } from '../helpers.ts';
import { accessRows, exportOf, personOf, type Person } from './privacy-helpers.ts';

let t: TestApp;
let admin: Person;
let psy: Person;
let documentId: number;

const get = (url: string, session: Session) => t.app.inject({ method: 'GET', url, headers: bearer(session.access) });
const download = (id: number) => `/api/profiles/psychologist-profiles/me/documents/download/${id}/`;
const detail = (profileId: number) => `/api/profiles/admin/psychologists/${profileId}/`;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await personOf(t, await loginAdmin(t.app));
  psy = await personOf(t, await registerUser(t.app, 'psychologist'));
  const body = multipart({ document_type: 'registration_certificate', description: '' }, { name: 'certificado.pdf', content: demoPdf('Certificado') });
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/profiles/psychologist-profiles/me/upload-verification-document/', headers: { ...bearer(psy.session.access), ...body.headers }, payload: body.payload });
  expect(uploaded.statusCode).toBe(201);
  documentId = uploaded.json<{ id: number }>().id;
});
afterAll(() => t.close());

describe("catalogue's access log", () => {
  it("records an admin's download of a verification document, not the psychologist's own nor anyone refused", async () => {
    expect((await get(download(documentId), psy.session)).statusCode).toBe(200);
    const stranger = await registerUser(t.app, 'psychologist');
    expect((await get(download(documentId), stranger)).statusCode).toBe(404);
    expect((await get(download(documentId), await registerUser(t.app, 'client'))).statusCode).toBe(403);
    expect((await get(download(999_999), admin.session)).statusCode).toBe(404);
    expect(await accessRows(t, psy.userId)).toEqual([]);

    const read = await get(download(documentId), admin.session);
    expect(read.statusCode).toBe(200);
    expect(await accessRows(t, psy.userId)).toEqual([
      { actor_user_id: admin.userId, actor_role: 'admin', resource: 'verification_document', resource_id: String(documentId) },
    ]);
  });

  it("records an admin's psychologist detail (and its bank data once there is any), the list and the documents list", async () => {
    const before = (await accessRows(t, psy.userId)).length;
    const byAdmin = { actor_user_id: admin.userId, actor_role: 'admin' };
    const record = { ...byAdmin, resource: 'psychologist_record', resource_id: String(psy.session.profileId) };
    const bankData = { ...byAdmin, resource: 'bank_data', resource_id: String(psy.session.profileId) };
    expect((await get(detail(psy.session.profileId), admin.session)).statusCode).toBe(200);
    for (let look = 0; look < 2; look++) {
      expect((await get('/api/profiles/admin/psychologists/', admin.session)).statusCode).toBe(200);
      expect((await get(`/api/profiles/admin/psychologists/${psy.session.profileId}/documents/`, admin.session)).statusCode).toBe(200);
    }
    // Lists are coalesced: the second look within the hour adds nothing.
    expect((await accessRows(t, psy.userId)).slice(before)).toEqual([
      record,
      { ...byAdmin, resource: 'psychologist_list', resource_id: null },
      { ...byAdmin, resource: 'document_list', resource_id: null },
    ]);

    const bank = await t.app.inject({
      method: 'PATCH', url: '/api/profiles/psychologist-profiles/me/update_bank_info/', headers: bearer(psy.session.access),
      payload: { bank_name: 'BANCO_ESTADO', bank_account_type: 'RUT', bank_account_number: '12345678', bank_account_owner: 'Ana Núñez', bank_account_owner_rut: '12.345.678-5', bank_account_owner_email: 'ana.nunez@test.cl' },
    });
    expect(bank.statusCode).toBe(200);
    const shown = await get(detail(psy.session.profileId), admin.session);
    expect(shown.json()).toMatchObject({ bank_account_number: '12345678' });
    const verified = await t.app.inject({
      method: 'PATCH', url: `/api/profiles/admin/psychologists/${psy.session.profileId}/toggle-status/`, headers: bearer(admin.session.access), payload: { verification_status: 'VERIFIED' },
    });
    expect(verified.statusCode).toBe(200);
    const rows = await accessRows(t, psy.userId);
    expect(rows.slice(before + 3)).toEqual([record, bankData, record, bankData]);
  });

  it("is part of the psychologist's export", async () => {
    const part = await exportOf(t, psy.subject);
    expect(part.data.accesses_by_admins).toEqual(
      (await accessRows(t, psy.userId)).map((row) => ({ ...row, created_at: expect.any(Date) })),
    );
    expect((part.data.accesses_by_admins as unknown[]).length).toBe(8);
  });

  it('keeps the admin routes admin-only', async () => {
    expect((await get(detail(psy.session.profileId), psy.session)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: detail(psy.session.profileId) })).statusCode).toBe(401);
  });
});
