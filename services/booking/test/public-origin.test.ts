import { appPerFile } from '@emind/server-kit/testing';
import { describe, expect, it } from 'vitest';
import { bookingConfigFromEnv } from '../src/config.ts';
import { bearer, book, buildAppWithPsychologist, registerUser } from './helpers.ts';
import { createLink, fetchFeed, parseFeed } from './calendar-sync/feed-helpers.ts';

/** The platform on another port, EMIND_PUBLIC_ORIGIN unset: every link must point at that port. */
async function buildOnPort8710() {
  const built = await buildAppWithPsychologist({ config: { publicOrigin: bookingConfigFromEnv({ PORT: '8710' }).publicOrigin } });
  return { ...built, client: await registerUser(built.t.app, 'client') };
}

const suite = appPerFile(buildOnPort8710);

describe('links booking sends when the gateway runs on PORT 8710 and EMIND_PUBLIC_ORIGIN is unset', () => {
  it('the session room, the calendar feed and its events point at port 8710', async () => {
    const id = (await book(suite.t, suite.client, suite.psychologist.profileId, { start_time: '09:00', end_time: '10:00' })).json<{ id: number }>().id;
    const payment = (status: string) =>
      suite.t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/update-payment-status/`, headers: bearer(suite.admin.access), payload: { status } });
    await payment('PAYMENT_VERIFIED');
    const confirmed = await payment('CONFIRMED');
    expect(confirmed.json().meeting_link).toBe(`http://localhost:8710/sesion/${id}`);

    const link = (await createLink(suite.t, suite.client)).json<{ url: string }>();
    expect(link.url).toMatch(/^http:\/\/localhost:8710\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = parseFeed((await fetchFeed(suite.t, link.url)).body);
    expect(feed.events.find((event) => event.description.includes(`http://localhost:8710/sesion/${id}`))).toBeDefined();
  });
});
