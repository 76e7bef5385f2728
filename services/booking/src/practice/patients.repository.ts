import type { PatientFilter, PatientSort } from '@emind/contracts';
import type { AppointmentStatus } from '@emind/domain';
import { foldedContains } from '@emind/server-kit';
import { sql, type Kysely } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

type Db = Kysely<BookingDatabase>;

export interface PatientQuery {
  psychologistId: number;
  now: Date;
  clientId?: number;
  search?: string | undefined;
  filter?: PatientFilter;
  sort?: PatientSort;
}

/**
 * Everyone who ever booked with the psychologist, with the figures over their appointments not CANCELLED
 * (the latest started, the soonest to come) and the psychologist's own active mark (no mark: active).
 */
function patientRows(db: Db, { psychologistId, now, clientId }: PatientQuery) {
  const open = sql`a.status <> 'CANCELLED'`;
  const past = sql`${open} and a.starts_at <= ${now}`;
  const future = sql`${open} and a.starts_at > ${now}`;
  let perClient = db
    .selectFrom('appointments as a')
    .where('a.psychologist_id', '=', psychologistId)
    .select([
      'a.client_id',
      sql<number>`(count(*) filter (where ${open}))::integer`.as('total_appointments'),
      sql<string | null>`to_char((array_agg(a.date order by a.starts_at desc) filter (where ${past}))[1], 'YYYY-MM-DD')`.as('last_appointment_date'),
      sql<AppointmentStatus | null>`(array_agg(a.status order by a.starts_at desc) filter (where ${past}))[1]`.as('last_appointment_status'),
      sql<string | null>`to_char((array_agg(a.date order by a.starts_at) filter (where ${future}))[1], 'YYYY-MM-DD')`.as('next_appointment_date'),
      sql<AppointmentStatus | null>`(array_agg(a.status order by a.starts_at) filter (where ${future}))[1]`.as('next_appointment_status'),
      sql<Date | null>`min(a.starts_at) filter (where ${future})`.as('next_starts_at'),
    ])
    .groupBy('a.client_id');
  if (clientId !== undefined) perClient = perClient.where('a.client_id', '=', clientId);

  return db
    .selectFrom(perClient.as('s'))
    .innerJoin('identity.profile_directory as d', 'd.profile_id', 's.client_id')
    .leftJoin('identity.profile_contacts as c', 'c.profile_id', 's.client_id')
    .leftJoin('psychologist_patient_marks as m', (join) =>
      join.onRef('m.client_id', '=', 's.client_id').on('m.psychologist_id', '=', psychologistId),
    )
    .select([
      's.client_id', 's.total_appointments', 's.last_appointment_date', 's.last_appointment_status', 's.next_appointment_date',
      's.next_appointment_status', 'd.user_id', 'd.first_name', 'd.last_name', 'd.email', 'd.profile_image', 'c.rut', 'd.region',
      'c.phone',
      sql<boolean>`coalesce(m.is_active, true)`.as('is_active'),
    ]);
}
export type PatientRow = Awaited<ReturnType<ReturnType<typeof patientRows>['execute']>>[number];

/** RUT matches with or without its dots and hyphen. */
const searchable = sql`d.first_name || ' ' || d.last_name || ' ' || d.email || ' ' || coalesce(c.rut, '') || ' ' || translate(coalesce(c.rut, ''), '.-', '')`;

export async function listPatients(db: Db, query: PatientQuery): Promise<PatientRow[]> {
  let rows = patientRows(db, query);
  if (query.search) rows = rows.where(foldedContains(searchable, query.search));
  if (query.filter === 'with_next') rows = rows.where('s.next_starts_at', 'is not', null);
  if (query.filter === 'without_next') rows = rows.where('s.next_starts_at', 'is', null);
  const byName = sql`lower(d.first_name), lower(d.last_name), s.client_id`;
  switch (query.sort ?? 'nextAppointment') {
    case 'name_asc':
      return rows.orderBy(byName).execute();
    case 'name_desc':
      return rows.orderBy(sql`lower(d.first_name) desc, lower(d.last_name) desc, s.client_id desc`).execute();
    case 'appointments_desc':
      return rows.orderBy('s.total_appointments', 'desc').orderBy(byName).execute();
    case 'appointments_asc':
      return rows.orderBy('s.total_appointments', 'asc').orderBy(byName).execute();
    case 'nextAppointment':
      return rows.orderBy(sql`s.next_starts_at asc nulls last`).orderBy(byName).execute();
  }
}

export function findPatient(db: Db, query: PatientQuery & { clientId: number }): Promise<PatientRow | undefined> {
  return patientRows(db, query).executeTakeFirst();
}

/** Flips the mark in one statement (two toggles at once give two flips, never a lost one). */
export async function toggleMark(db: Db, psychologistId: number, clientId: number, now: Date): Promise<void> {
  await db
    .insertInto('psychologist_patient_marks')
    .values({ psychologist_id: psychologistId, client_id: clientId, is_active: false, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['psychologist_id', 'client_id']).doUpdateSet({ is_active: sql`not psychologist_patient_marks.is_active`, updated_at: now }),
    )
    .execute();
}

/** The psychologist's sessions with one client, newest first, with the notes (for that psychologist only). */
export function sessionsWith(db: Db, psychologistId: number, clientId: number) {
  return db
    .selectFrom('appointments')
    .select([
      'id', 'date', 'starts_at', 'status', 'payment_amount', 'client_notes', 'psychologist_notes',
      sql<string>`to_char(start_time, 'HH24:MI')`.as('start_time'),
      sql<string>`to_char(end_time, 'HH24:MI')`.as('end_time'),
    ])
    .where('psychologist_id', '=', psychologistId)
    .where('client_id', '=', clientId)
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
