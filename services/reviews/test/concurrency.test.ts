import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, appointment, buildTestApp, registerSession, submit, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('concurrent submits of one appointment store one review; the others get 409', async () => {
  const client = await registerSession(t.app, 'client');
  const psychologist = await registerSession(t.app, 'psychologist');
  const completed = await appointment(t, client, psychologist);
  const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => submit(t, client, { appointment: completed.id, rating: (index % 5) + 1 })));
  const codes = responses.map((response) => response.statusCode).sort();
  expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
  const mine = await t.app.inject({ method: 'GET', url: '/api/comments/client/reviews/', headers: bearer(client.access) });
  expect(mine.json<{ results: unknown[] }>().results).toHaveLength(1);
});
