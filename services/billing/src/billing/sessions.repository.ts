import { appointmentCode, heldStatus, paymentReceiverFor, type AppointmentStatus, type PaymentMethodId, type PaymentReceiver } from '@emind/domain';
import type { Kysely, Transaction } from 'kysely';
import type { BillingDatabase } from '../db/schema.ts';

type Db = Kysely<BillingDatabase> | Transaction<BillingDatabase>;

/** A session from booking's `billing_sessions`, with its two people's names and user ids. */
export interface BillingSession {
  appointmentId: number;
  code: string;
  psychologistId: number;
  clientId: number;
  psychologistUserId: number;
  clientUserId: number;
  psychologistName: string;
  clientName: string;
  date: string;
  startTime: string;
  startsAt: Date;
  amount: number;
  receiver: PaymentReceiver;
  paymentMethod: PaymentMethodId;
  status: AppointmentStatus;
  refundedAt: Date | null;
  paidAt: Date;
  cancelled: boolean;
}

function sessionsQuery(db: Db) {
  return db
    .selectFrom('booking.billing_sessions as s')
    .innerJoin('identity.profile_directory as p', 'p.profile_id', 's.psychologist_id')
    .innerJoin('identity.profile_directory as c', 'c.profile_id', 's.client_id')
    .select([
      's.appointment_id', 's.psychologist_id', 's.client_id', 's.date', 's.start_time', 's.starts_at', 's.amount',
      's.is_first_appointment', 's.status', 's.refunded_at', 's.paid_at', 's.payment_method',
      'p.user_id as psychologist_user_id', 'p.first_name as psychologist_first_name', 'p.last_name as psychologist_last_name',
      'c.user_id as client_user_id', 'c.first_name as client_first_name', 'c.last_name as client_last_name',
    ]);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionsQuery>['executeTakeFirstOrThrow']>>;

const fullName = (first: string, last: string): string => `${first} ${last}`.trim();

function toSession(row: SessionRow): BillingSession {
  return {
    appointmentId: row.appointment_id,
    code: appointmentCode(row.appointment_id),
    psychologistId: row.psychologist_id,
    clientId: row.client_id,
    psychologistUserId: row.psychologist_user_id,
    clientUserId: row.client_user_id,
    psychologistName: fullName(row.psychologist_first_name, row.psychologist_last_name),
    clientName: fullName(row.client_first_name, row.client_last_name),
    date: row.date,
    startTime: row.start_time,
    startsAt: row.starts_at,
    amount: row.amount,
    receiver: paymentReceiverFor(row.is_first_appointment),
    paymentMethod: row.payment_method,
    status: row.status,
    refundedAt: row.refunded_at,
    paidAt: row.paid_at,
    cancelled: row.status === 'CANCELLED',
  };
}

export async function findSession(db: Db, appointmentId: number): Promise<BillingSession | null> {
  const row = await sessionsQuery(db).where('s.appointment_id', '=', appointmentId).executeTakeFirst();
  return row ? toSession(row) : null;
}

/** These sessions as booking shows them now, by appointment id; one cancelled before payment is not in the view. */
export async function sessionsByIds(db: Db, appointmentIds: readonly number[]): Promise<Map<number, BillingSession>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await sessionsQuery(db).where('s.appointment_id', 'in', [...new Set(appointmentIds)]).execute();
  return new Map(rows.map((row) => [row.appointment_id, toSession(row)]));
}

export interface SessionFilter {
  psychologistId?: number;
  clientId?: number;
  receiver?: PaymentReceiver;
  /** Chile calendar dates, inclusive. */
  from?: string;
  to?: string;
  /** Received and not cancelled: a payment kept, whether or not the session took place. */
  receivedOnly?: boolean;
  /** Held and paid by this instant (libs/domain `isHeldAndPaid`): what a certificate may name. */
  heldAndPaidBy?: Date;
}

export async function listSessions(db: Db, filter: SessionFilter): Promise<BillingSession[]> {
  let query = sessionsQuery(db);
  if (filter.psychologistId !== undefined) query = query.where('s.psychologist_id', '=', filter.psychologistId);
  if (filter.clientId !== undefined) query = query.where('s.client_id', '=', filter.clientId);
  if (filter.receiver !== undefined) query = query.where('s.is_first_appointment', '=', filter.receiver === 'platform');
  if (filter.from !== undefined) query = query.where('s.date', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('s.date', '<=', filter.to);
  if (filter.receivedOnly) query = query.where('s.status', '<>', 'CANCELLED');
  // libs/domain `isHeldAndPaid` in SQL: the same three facts of the view (a test holds the two to the same answers).
  if (filter.heldAndPaidBy) query = query.where('s.status', '=', heldStatus).where('s.starts_at', '<=', filter.heldAndPaidBy).where('s.refunded_at', 'is', null);
  const rows = await query.orderBy('s.starts_at').orderBy('s.appointment_id').execute();
  return rows.map(toSession);
}

export interface Person {
  profileId: number;
  userId: number;
  name: string;
  email: string;
  rut: string | null;
}

export async function findPerson(db: Db, profileId: number): Promise<Person | null> {
  const row = await db
    .selectFrom('identity.profile_directory as p')
    .leftJoin('identity.profile_contacts as c', 'c.profile_id', 'p.profile_id')
    .select(['p.profile_id', 'p.user_id', 'p.first_name', 'p.last_name', 'p.email', 'c.rut'])
    .where('p.profile_id', '=', profileId)
    .executeTakeFirst();
  return row ? { profileId: row.profile_id, userId: row.user_id, name: fullName(row.first_name, row.last_name), email: row.email, rut: row.rut || null } : null;
}

export async function registrationNumber(db: Db, psychologistId: number): Promise<string | null> {
  const row = await db.selectFrom('catalogue.psychologist_credentials').select('health_register_number').where('profile_id', '=', psychologistId).executeTakeFirst();
  return row?.health_register_number || null;
}
