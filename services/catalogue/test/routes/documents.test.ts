import { demoMp4, demoPdf, demoPng } from '@emind/demo-data';
import { appPerFile } from '@emind/server-kit/testing';
import { describe, expect, it } from 'vitest';
import { bearer, buildAppWithPeople, completeForListing, multipart } from '../helpers.ts';

const UPLOAD = '/api/profiles/psychologist-profiles/me/upload-verification-document/';
const LIST = '/api/profiles/psychologist-profiles/me/documents/';

const suite = appPerFile(buildAppWithPeople);

const upload = (token: string, type: string, file?: { name: string; content: Buffer }) => {
  const body = multipart({ document_type: type, description: 'Mi documento' }, file);
  return suite.t.app.inject({ method: 'POST', url: UPLOAD, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};
const get = (url: string, token?: string) => suite.t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const status = async (token: string) => (await get('/api/profiles/psychologist-profiles/me/verification-status/', token)).json().verification_status as string;

describe('verification documents', () => {
  it('uploads a PDF, checks type by content and size', async () => {
    const ok = await upload(suite.psy.access, 'registration_certificate', { name: 'certificado.pdf', content: demoPdf('Certificado') });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ document_type: 'registration_certificate', verification_status: 'pending', rejection_reason: null, file_name: 'certificado.pdf', description: 'Mi documento' });
    expect(ok.json().file_url).toBe(`/api/profiles/psychologist-profiles/me/documents/download/${ok.json().id}/`);

    const fake = await upload(suite.psy.access, 'professional_id', { name: 'cedula.pdf', content: Buffer.from('just text pretending to be a pdf') });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().detail).toContain('PDF');
    const big = await upload(suite.psy.access, 'professional_id', { name: 'cedula.pdf', content: Buffer.concat([demoPdf('x'), Buffer.alloc(5 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(413);
    const video = await upload(suite.psy.access, 'professional_id', { name: 'cedula.mp4', content: demoMp4(10) });
    expect(video.statusCode).toBe(415);
    expect((await upload(suite.psy.access, 'professional_id')).statusCode).toBe(400);
    expect((await upload(suite.psy.access, 'diploma', { name: 'x.pdf', content: demoPdf('x') })).statusCode).toBe(400);
  });

  it('answers a form with no boundary or cut short with 400, not a server error', async () => {
    const send = (contentType: string, payload: string) =>
      suite.t.app.inject({ method: 'POST', url: UPLOAD, headers: { ...bearer(suite.psy.access), 'content-type': contentType }, payload });
    for (const response of [
      await send('multipart/form-data', 'x'),
      await send(
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="document_type"\r\n\r\nregistration_certificate\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
      ),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_request', detail: 'El formulario enviado está incompleto o mal formado' });
    }
  });

  it('refuses to replace a document that is not rejected', async () => {
    const again = await upload(suite.psy.access, 'registration_certificate', { name: 'otro.pdf', content: demoPdf('Otro') });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Este documento no se puede modificar a menos que sea rechazado por un administrador');
  });

  it('checks the video: container type and at most 2 minutes', async () => {
    const long = await upload(suite.psy.access, 'presentation_video', { name: 'video.mp4', content: demoMp4(150) });
    expect(long.statusCode).toBe(400);
    const pdf = await upload(suite.psy.access, 'presentation_video', { name: 'video.mp4', content: demoPdf('no') });
    expect(pdf.statusCode).toBe(415);
    const ok = await upload(suite.psy.access, 'presentation_video', { name: 'video.mp4', content: demoMp4(90) });
    expect(ok.statusCode).toBe(201);
  });

  it('moves PENDING to DOCUMENTS_SUBMITTED when all four are present', async () => {
    expect(await status(suite.psy.access)).toBe('PENDING');
    expect((await upload(suite.psy.access, 'professional_id', { name: 'cedula.png', content: demoPng('#112233') })).statusCode).toBe(201);
    expect(await status(suite.psy.access)).toBe('PENDING');
    expect((await upload(suite.psy.access, 'specialty_document', { name: 'titulo.pdf', content: demoPdf('Titulo') })).statusCode).toBe(201);
    expect(await status(suite.psy.access)).toBe('DOCUMENTS_SUBMITTED');
    const list = await get(LIST, suite.psy.access);
    expect(list.json()).toHaveLength(4);
  });

  it('lets only the owner or an admin download, as an attachment', async () => {
    const [doc] = (await get(LIST, suite.psy.access)).json() as { id: number; file_url: string }[];
    const own = await get(doc!.file_url, suite.psy.access);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(doc!.file_url, suite.admin.access)).statusCode).toBe(200);
    expect((await get(doc!.file_url, suite.other.access)).statusCode).toBe(404);
    expect((await get(doc!.file_url, suite.client.access)).statusCode).toBe(403);
    expect((await get(doc!.file_url)).statusCode).toBe(401);
    expect((await get(LIST, suite.other.access)).json()).toEqual([]);
    expect((await get(LIST, suite.client.access)).statusCode).toBe(403);
  });

  it('admin rejects with a required reason; the psychologist may then replace it, and resubmits', async () => {
    const docs = (await get(LIST, suite.psy.access)).json() as { id: number; document_type: string }[];
    const cert = docs.find((d) => d.document_type === 'registration_certificate');
    const url = `/api/profiles/admin/psychologists/documents/${cert!.id}/status/`;
    const patch = (token: string, payload: object) => suite.t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });
    const blank = await patch(suite.admin.access, { verification_status: 'rejected', rejection_reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ code: 'invalid_request', rejection_reason: ['Por favor, ingrese un motivo de rechazo'] });
    expect((await patch(suite.psy.access, { verification_status: 'approved' })).statusCode).toBe(403);
    const rejected = await patch(suite.admin.access, { verification_status: 'rejected', rejection_reason: 'Vencido' });
    expect(rejected.json()).toMatchObject({ verification_status: 'rejected', rejection_reason: 'Vencido' });

    await suite.t.app.inject({ method: 'PATCH', url: `/api/profiles/admin/psychologists/${suite.psy.profileId}/toggle-status/`, headers: bearer(suite.admin.access), payload: { verification_status: 'REJECTED' } });
    expect(await status(suite.psy.access)).toBe('REJECTED');
    const replaced = await upload(suite.psy.access, 'registration_certificate', { name: 'nuevo.pdf', content: demoPdf('Nuevo') });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toMatchObject({ id: cert!.id, verification_status: 'pending', rejection_reason: null, file_name: 'nuevo.pdf' });
    expect(await status(suite.psy.access)).toBe('DOCUMENTS_SUBMITTED');
    const approved = await patch(suite.admin.access, { verification_status: 'approved', rejection_reason: null });
    expect(approved.json()).toMatchObject({ verification_status: 'approved', rejection_reason: null });
    expect((await suite.t.app.inject({ method: 'PATCH', url: '/api/profiles/admin/psychologists/documents/999999/status/', headers: bearer(suite.admin.access), payload: { verification_status: 'approved' } })).statusCode).toBe(404);
  });

  it('keeps every upload private; the video is public media only while approved and its psychologist VERIFIED', async () => {
    const professional = async () => (await get('/api/profiles/psychologist-profiles/me/professional/', suite.psy.access)).json().presentation_video_url as string | null;
    const publicProfile = async () => (await get(`/api/profiles/public/psychologists/${suite.psy.profileId}/`)).json().presentation_video_url as string | null;
    const toggle = (verification_status: string) =>
      suite.t.app.inject({ method: 'PATCH', url: `/api/profiles/admin/psychologists/${suite.psy.profileId}/toggle-status/`, headers: bearer(suite.admin.access), payload: { verification_status } });
    const docs = (await get(LIST, suite.psy.access)).json() as { id: number; document_type: string; file_url: string }[];
    for (const doc of docs) expect(doc.file_url.startsWith('/api/')).toBe(true);
    const video = docs.find((doc) => doc.document_type === 'presentation_video')!;
    const review = (verification_status: string, rejection_reason?: string) =>
      suite.t.app.inject({ method: 'PATCH', url: `/api/profiles/admin/psychologists/documents/${video.id}/status/`, headers: bearer(suite.admin.access), payload: { verification_status, rejection_reason } });
    const published = async () =>
      (await suite.t.ctx.db.selectFrom('verification_documents').select('public_key').where('id', '=', video.id).executeTakeFirstOrThrow()).public_key;

    await toggle('VERIFIED');
    await completeForListing(suite.t, suite.admin, suite.psy); // listed: its public profile exists
    expect(await professional()).toBeNull(); // VERIFIED, but the video still awaits review
    const keys = await suite.t.ctx.db.selectFrom('verification_documents').select('storage_key').where('profile_id', '=', suite.psy.profileId).execute();
    for (const key of keys) expect(key.storage_key.startsWith('private/')).toBe(true);

    expect((await review('approved')).statusCode).toBe(200);
    const url = await publicProfile();
    expect(url).toMatch(/^\/media\/videos\/[a-f0-9]+\.mp4$/);
    expect(await professional()).toBe(url);
    expect((await suite.t.ctx.storage.read(url!.slice(1))).length).toBeGreaterThan(0);

    expect((await review('rejected', 'Se corta al final')).statusCode).toBe(200);
    expect(await publicProfile()).toBeNull();
    expect(await published()).toBeNull();
    await expect(suite.t.ctx.storage.read(url!.slice(1))).rejects.toThrow();

    await review('approved');
    const again = await published();
    expect(again).not.toBeNull();
    expect((await toggle('VERIFICATION_IN_PROGRESS')).statusCode).toBe(200);
    expect(await published()).toBeNull();
    await expect(suite.t.ctx.storage.read(again!)).rejects.toThrow();
  });

  it('is for psychologists only', async () => {
    expect((await upload(suite.client.access, 'registration_certificate', { name: 'x.pdf', content: demoPdf('x') })).statusCode).toBe(403);
    expect((await upload(suite.admin.access, 'registration_certificate', { name: 'x.pdf', content: demoPdf('x') })).statusCode).toBe(403);
  });
});
