import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addScheduleBlock, buildTestApp, listedPsychologist, loginAdmin, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let elena: Session;
const LIST = '/api/profiles/public/psychologists/';

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await loginAdmin(t.app);
  elena = await listedPsychologist(t, admin, { first_name: 'Elena', last_name: 'Ausente' });
  // Mondays 09:00–12:00 only: three slots on 1 and 8 June 2026 (now is Monday 1 June, 08:00).
  await t.database.db.deleteFrom('booking.schedule_blocks' as never).where('psychologist_id' as never, '=', elena.profileId as never).execute();
  await addScheduleBlock(t, elena.profileId, 'monday', '09:00', '12:00');
});
afterAll(() => t.close());

const label = async () =>
  ((await t.app.inject({ method: 'GET', url: LIST })).json().results as { id: number; availability: string }[]).find((r) => r.id === elena.profileId)
    ?.availability;
const timeOff = (from: string, to: string) =>
  sql`insert into booking.time_off (psychologist_id, starts_on, ends_on) values (${elena.profileId}, ${from}, ${to})`.execute(t.database.db);

describe("directory availability and booking's time off (booking.unavailable_dates)", () => {
  it('counts no slot on a day of time off', async () => {
    expect(await label()).toBe('Disponible');
    // The directory keeps its answers until booking's change notification arrives: on Postgres a moment after the commit.
    await timeOff('2026-06-08', '2026-06-14');
    await expect.poll(label).toBe('Agenda limitada');
    await timeOff('2026-05-25', '2026-06-01');
    await expect.poll(label).toBe('No disponible');
  });
});
