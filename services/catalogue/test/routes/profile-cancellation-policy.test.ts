import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_STATUS_HEADER } from '../../src/plugins/public-answers.ts';
import { buildTestApp, listedPsychologist, loginAdmin, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let elena: Session;

beforeAll(async () => {
  t = await buildTestApp();
  elena = await listedPsychologist(t, await loginAdmin(t.app), { first_name: 'Elena', last_name: 'Política' });
});
afterAll(() => t.close());

const profile = () => t.app.inject({ method: 'GET', url: `/api/profiles/public/psychologists/${elena.profileId}/` });
const policyShown = async () => (await profile()).json().cancellation_policy as unknown;
/** Booking's table, written as booking's PUT writes it (the catalogue test app runs booking's migrations, not its routes). */
const choose = (hours: number, percent: number) =>
  sql`insert into booking.cancellation_policies (psychologist_id, free_cancellation_hours, late_cancellation_refund_percent)
      values (${elena.profileId}, ${hours}, ${percent})
      on conflict (psychologist_id) do update set free_cancellation_hours = excluded.free_cancellation_hours,
        late_cancellation_refund_percent = excluded.late_cancellation_refund_percent`.execute(t.database.db);

describe("the public profile's cancellation policy (booking.psychologist_cancellation_policies)", () => {
  it('is the default until chosen, and a change shows at once although visitors’ answers are kept', async () => {
    expect(await policyShown()).toEqual({ free_cancellation_hours: 24, late_cancellation_refund_percent: 0 });
    // Kept once the setup's own change notifications have arrived (on Postgres, a moment after their commits).
    await expect.poll(async () => (await profile()).headers[CACHE_STATUS_HEADER]).toBe('HIT');
    await choose(48, 50);
    // The kept answer is dropped when booking's change notification arrives: on Postgres a moment after the commit.
    await expect.poll(policyShown).toEqual({ free_cancellation_hours: 48, late_cancellation_refund_percent: 50 });
    await choose(12, 100);
    await expect.poll(policyShown).toEqual({ free_cancellation_hours: 12, late_cancellation_refund_percent: 100 });
  });
});
