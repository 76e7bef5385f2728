import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingConfigFromEnv } from '../src/config.ts';
import { bearer, book, bookablePsychologist, buildAppWithPlatformAccount, registerUser, type Session, type TestApp } from './helpers.ts';
import { createLink, fetchFeed, parseFeed } from './calendar-sync/feed-helpers.ts';

let t: TestApp;
let admin: Session;
let psychologist: Session;
let client: Session;

beforeAll(async () => {
  // The platform on another port, EMIND_PUBLIC_ORIGIN unset: every link must point at that port.
  ({ t, admin } = await buildAppWithPlatformAccount({ config: { publicOrigin: bookingConfigFromEnv({ PORT: '8710' }).publicOrigin } }));
  psychologist = await bookablePsychologist(t);
  client = await registerUser(t.app, 'client');
});
afterAll(() => t.close());

describe('links booking sends when the gateway runs on PORT 8710 and EMIND_PUBLIC_ORIGIN is unset', () => {
  it('the session room, the calendar feed and its events point at port 8710', async () => {
    const id = (await book(t, client, psychologist.profileId, { start_time: '09:00', end_time: '10:00' })).json<{ id: number }>().id;
    const payment = (status: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/update-payment-status/`, headers: bearer(admin.access), payload: { status } });
    await payment('PAYMENT_VERIFIED');
    const confirmed = await payment('CONFIRMED');
    expect(confirmed.json().meeting_link).toBe(`http://localhost:8710/sesion/${id}`);

    const link = (await createLink(t, client)).json<{ url: string }>();
    expect(link.url).toMatch(/^http:\/\/localhost:8710\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = parseFeed((await fetchFeed(t, link.url)).body);
    expect(feed.events.find((event) => event.description.includes(`http://localhost:8710/sesion/${id}`))).toBeDefined();
  });
});
