import { ATTACHMENT_MAX_BYTES } from '@emind/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingPrivacyParticipant } from '../src/privacy/messaging-participant.ts';
import { privacySubjectOf } from '@emind/server-kit/testing';
import {
  adminSession, bearer, buildTestApp, close, conversationId, page, pair, PDF, PNG, registerSession, sendFile, type Session, type TestApp,
} from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface SentMessage { id: number; text: string; attachment: { name: string; size: number; mime: string; url: string } | null }

const download = (session: Session, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(session.access) });
const storedFiles = async (): Promise<string[]> =>
  (await sql<{ file_key: string }>`select file_key from messaging.messages where file_key is not null`.execute(t.database.db)).rows.map((row) => row.file_key);
const exists = (key: string) => t.ctx.storage.read(key).then(() => true, () => false);

describe('attachments', () => {
  it('sends a file with or without text; both people download it, and a read of the other’s file is in the access log', async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    const withText = await sendFile(t, patient, id, { name: 'Mi tarea sesión 2.png', content: PNG }, '  la tarea  ');
    expect(withText.statusCode).toBe(201);
    const sent = withText.json<SentMessage>();
    expect(sent).toMatchObject({ text: 'la tarea', attachment: { name: 'Mi tarea sesión 2.png', size: PNG.length, mime: 'image/png' } });
    expect(sent.attachment?.url).toBe(`/api/messages/conversations/${id}/messages/${sent.id}/file/`);
    const alone = await sendFile(t, psychologist, id, { name: 'acuerdo.pdf', content: PDF });
    expect(alone.statusCode).toBe(201);
    expect(alone.json()).toMatchObject({ text: '', attachment: { name: 'acuerdo.pdf', mime: 'application/pdf' } });

    const url = sent.attachment?.url ?? '';
    for (const who of [patient, psychologist]) {
      const file = await download(who, url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PNG)).toBe(true);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Mi%20tarea%20sesi%C3%B3n%202.png");
      expect(file.headers['cache-control']).toBe('private, no-store');
    }
    const { rows } = await sql<{ resource: string; resource_id: string; actor_role: string }>`
      select log.resource, log.resource_id, log.actor_role from messaging.access_log log
      join identity.profile_directory subject on subject.user_id = log.subject_user_id
      where log.resource = 'message_attachment' and subject.profile_id = ${patient.profileId}`.execute(t.database.db);
    expect(rows).toEqual([{ resource: 'message_attachment', resource_id: String(sent.id), actor_role: 'psychologist' }]);

    const listed = (await page(t, psychologist, id)).json<{ messages: SentMessage[] }>();
    expect(listed.messages.map((message) => message.attachment?.name)).toEqual(['acuerdo.pdf', 'Mi tarea sesión 2.png']);
  });

  it('only the two people read a file: others 404, admins 403; a message without a file 404', async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    const sent = (await sendFile(t, patient, id, { name: 'a.png', content: PNG })).json<SentMessage>();
    const url = sent.attachment?.url ?? '';
    for (const outsider of [await registerSession(t.app, 'client'), await registerSession(t.app, 'psychologist')]) {
      expect((await download(outsider, url)).statusCode).toBe(404);
    }
    expect((await download(await adminSession(t.app), url)).statusCode).toBe(403);
    expect((await download(psychologist, `/api/messages/conversations/${id}/messages/${sent.id + 1000}/file/`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a wrong type, a name that lies, a file too large, an empty file, and a form with neither file nor text; nothing stays stored', async () => {
    const { patient } = await pair(t);
    const id = await conversationId(t, patient);
    const before = await storedFiles();
    const cases = [
      { file: { name: 'notas.txt', content: Buffer.from('solo texto, no un PDF') }, status: 415, detail: 'debe ser un PDF, JPEG o PNG' },
      { file: { name: 'informe.pdf', content: PNG, type: 'application/pdf' }, status: 415, detail: 'no corresponde a su nombre' },
      { file: { name: 'grande.pdf', content: Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES)]) }, status: 413, detail: 'hasta 10 MB' },
      { file: { name: 'vacio.pdf', content: Buffer.alloc(0) }, status: 400, detail: 'El archivo está vacío' },
      { file: null, status: 400, detail: 'Escribe un mensaje o adjunta un archivo' },
    ];
    for (const { file, status, detail } of cases) {
      const refused = await sendFile(t, patient, id, file);
      expect(refused.statusCode, file?.name).toBe(status);
      expect(refused.json<{ detail: string }>().detail).toContain(detail);
    }
    const tooLong = await sendFile(t, patient, id, { name: 'a.png', content: PNG }, 'a'.repeat(4001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ detail: string }>().detail).toContain('4.000 caracteres');
    expect(await storedFiles()).toEqual(before);
  });

  it('a closed conversation takes no file, and a retried file send is written once with one file kept', async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    const key = `file-${patient.profileId}-0001`;
    const first = await sendFile(t, patient, id, { name: 'a.png', content: PNG }, 'hola', key);
    const again = await sendFile(t, patient, id, { name: 'a.png', content: PNG }, 'hola', key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<SentMessage>().id).toBe(first.json<SentMessage>().id);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from messaging.messages where conversation_id = ${id}`.execute(t.database.db);
    expect(rows[0]?.n).toBe(1);
    await close(t, psychologist, id);
    const before = await storedFiles();
    expect((await sendFile(t, patient, id, { name: 'b.png', content: PNG })).statusCode).toBe(409);
    expect(await storedFiles()).toEqual(before);
  });

  it("exports the files of the person's conversations with their metadata; erasure removes the files they sent", async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    const mine = (await sendFile(t, patient, id, { name: 'diario.pdf', content: PDF }, 'mi diario')).json<SentMessage>();
    const theirs = (await sendFile(t, psychologist, id, { name: 'pauta.png', content: PNG })).json<SentMessage>();
    const subject = await privacySubjectOf(t.database.db, patient.profileId);
    const participant = messagingPrivacyParticipant(t.ctx.storage);
    const part = await t.ctx.db.transaction().execute((trx) => participant.exportPart(trx, subject));
    expect(part.data.conversations).toEqual([expect.objectContaining({
      messages: [
        expect.objectContaining({ from_me: true, attachment: { name: 'diario.pdf', size: PDF.length, mime: 'application/pdf', file: `messaging/adjuntos/${mine.id}-diario.pdf` } }),
        expect.objectContaining({ from_me: false, attachment: expect.objectContaining({ name: 'pauta.png', file: `messaging/adjuntos/${theirs.id}-pauta.png` }) }),
      ],
    })]);
    expect(part.files.map((file) => file.name)).toEqual([`messaging/adjuntos/${mine.id}-diario.pdf`, `messaging/adjuntos/${theirs.id}-pauta.png`]);
    const [mineKey, theirKey] = part.files.map((file) => file.key);

    await t.ctx.db.transaction().execute((trx) => participant.erase(trx, subject, new Date()));
    expect(await exists(mineKey ?? '')).toBe(false);
    expect(await exists(theirKey ?? '')).toBe(true);
    expect((await download(psychologist, theirs.attachment?.url ?? '')).statusCode).toBe(200);
  });
});
