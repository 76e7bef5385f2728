import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, uniqueEmail, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // SMTP configured but unreachable.
  t = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
});
afterAll(() => t.close());

describe("identity's mail while SMTP is down", () => {
  it('never fails or waits on a request: contact and reset answer at once and their mails wait in the outbox', async () => {
    const correo = uniqueEmail('ana');
    const email = uniqueEmail();
    await registerUser(t.app, { email });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contacto/',
      payload: { nombre: 'Ana', correo, mensaje: 'Quisiera saber más de la plataforma' },
    });
    expect(contact.statusCode).toBe(201);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset/', payload: { email } });
    expect(reset.statusCode).toBe(200);
    // Queued, whatever their delivery state: on a shared Postgres another test file's instance may send them.
    const queued = await sql<{ subject: string }>`
      select message->>'subject' as subject from identity.mail_outbox
      where message->>'replyTo' = ${correo} or message->>'to' = ${email} order by id`.execute(t.database.db);
    expect(queued.rows.map((row) => row.subject)).toEqual(['Nuevo mensaje de contacto de Ana', 'Restablece tu contraseña de e-mind']);
  });
});
