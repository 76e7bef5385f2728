import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // SMTP configured but unreachable.
  t = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
});
afterAll(() => t.close());

describe("identity's mail while SMTP is down", () => {
  it('never fails or waits on a request: contact and reset answer at once and their mails wait in the outbox', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contacto/',
      payload: { nombre: 'Ana', correo: 'ana@test.cl', mensaje: 'Quisiera saber más de la plataforma' },
    });
    expect(contact.statusCode).toBe(201);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset/', payload: { email: 'admin@test.cl' } });
    expect(reset.statusCode).toBe(200);
    const queued = await sql<{ status: string; subject: string }>`
      select status, message->>'subject' as subject from identity.mail_outbox order by id`.execute(t.database.db);
    expect(queued.rows.map((row) => row.status)).toEqual(['pending', 'pending']);
    expect(queued.rows[0]?.subject).toBe('Nuevo mensaje de contacto de Ana');
  });
});
