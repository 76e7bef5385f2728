import { acceptedOlderTerms, acceptTermsInForce } from '@emind/identity/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointment, buildTestApp, registerSession, submit, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a review needs the terms in force accepted', () => {
  it('refuses a patient who accepted an older version with 403 consent_required, and takes the review once accepted', async () => {
    const client = await registerSession(t.app, 'client');
    const psychologist = await registerSession(t.app, 'psychologist');
    const completed = await appointment(t, client, psychologist);
    await acceptedOlderTerms(t.database.db, client);

    const refused = await submit(t, client, { appointment: completed.id, rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Debes aceptar la versión vigente de los Términos y Condiciones para continuar.', code: 'consent_required' });

    await acceptTermsInForce(t.app, client);
    expect((await submit(t, client, { appointment: completed.id, rating: 5 })).statusCode).toBe(201);
  });
});
