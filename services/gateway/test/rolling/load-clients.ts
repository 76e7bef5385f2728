import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { LoadClient, Slot } from './booking-load.ts';

const json = { 'content-type': 'application/json' };

/** A new patient account, registered through identity; its profile id is read from its access token. */
async function registerClient(identityUrl: string, index: number): Promise<Omit<LoadClient, 'slots'>> {
  const email = `carga.${index}.${randomBytes(3).toString('hex')}@test.cl`;
  const response = await fetch(`${identityUrl}/api/auth/register/`, {
    method: 'POST', headers: json,
    body: JSON.stringify({ email, username: email, password: 'Demo1234!', password2: 'Demo1234!', user_type: 'client', first_name: 'Carga', last_name: `Cliente ${index}` }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  const { access } = (await response.json()) as { access: string };
  const claims = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString()) as { profile_id: number };
  return { access, profileId: claims.profile_id };
}

/** Psychologists a client may book now: verified, listed, with a payout account (booking's own rule, in SQL). */
async function bookablePsychologists(db: Kysely<unknown>): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select l.profile_id as id from catalogue.psychologist_listing l join identity.payout_accounts p on p.profile_id = l.profile_id
    where l.verification_status = 'VERIFIED' and p.is_active and coalesce(trim(p.bank_account_number), '') <> '' order by 1`.execute(db);
  return rows.map((row) => row.id);
}

/** Today's date in Chile: its slots are left out, so none starts (and stops being bookable) during the run. */
const chileToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());

/**
 * `count` new patients, each with its own free slots of the bookable psychologists (as booking offers them), so no
 * two clients want one slot and no client wants two at one hour: every booking should succeed.
 */
export async function loadClients(identityUrl: string, bookingUrl: string, db: Kysely<unknown>, count: number): Promise<LoadClient[]> {
  const clients = await Promise.all(Array.from({ length: count }, (_, index) => registerClient(identityUrl, index)));
  const byHour = new Map<string, Slot[]>();
  const today = chileToday();
  for (const psychologist of await bookablePsychologists(db)) {
    const response = await fetch(`${bookingUrl}/api/schedules/psychologist/${psychologist}/available-days/`, { headers: { authorization: `Bearer ${clients[0]?.access}` } });
    const days = (await response.json()) as { date: string; slots: { start_time: string; end_time: string }[] }[];
    for (const day of days.filter((each) => each.date > today)) {
      for (const slot of day.slots) {
        const hour = `${day.date} ${slot.start_time}`;
        byHour.set(hour, [...(byHour.get(hour) ?? []), { psychologist, date: day.date, ...slot }]);
      }
    }
  }
  const slots: Slot[][] = clients.map(() => []);
  // Each hour's slots go to different clients, starting with a different one each hour, so all get about as many.
  [...byHour.values()].forEach((offered, hour) => offered.slice(0, count).forEach((slot, index) => slots[(hour + index) % count]?.push(slot)));
  return clients.map((client, index) => ({ ...client, slots: slots[index] ?? [] }));
}
