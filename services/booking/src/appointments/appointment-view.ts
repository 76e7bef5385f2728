import type { Appointment, PaymentAccount, StatusChange } from '@emind/contracts';
import {
  appointmentCode,
  appointmentStatusLabels,
  bookingMessages,
  cancellationOwesRefund,
  meetingLinkOf,
  professionalTitleFor,
  rescheduleBlockedReason,
  type AccessListRead,
  type AccessResource,
} from '@emind/domain';
import { notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { readAndRecord, recordPatientsShown } from '../privacy/access.ts';
import type { StatusChangeRow } from '../db/schema.ts';
import { findAppointment, statusChangesOf, type AppointmentRecord } from './appointments.repository.ts';
import { platformAccount, psychologistAccounts } from './payment-accounts.ts';
import type { ListParts } from './list-parts.ts';
import { peopleByProfile, peopleByUser, type Person } from './people.repository.ts';

export function canSee(viewer: AuthUser, record: Pick<AppointmentRecord, 'client_id' | 'psychologist_id'>): boolean {
  if (viewer.userType === 'admin') return true;
  if (viewer.userType === 'client') return record.client_id === viewer.profileId;
  return record.psychologist_id === viewer.profileId;
}

const fullName = (person: Person | undefined): string => (person ? `${person.first_name} ${person.last_name}`.trim() : '');
const iso = (value: Date | string): string => new Date(value).toISOString();

function wasPaidBeforeCancelling(history: StatusChange[]): boolean {
  const cancellation = history.findLast((change) => change.to_status === 'CANCELLED');
  return cancellation !== undefined && cancellationOwesRefund(cancellation.from_status);
}

/** What the answer about one appointment is built from, besides the appointment itself. */
export interface AppointmentParts {
  /** The parties, by profile id. */
  people: Map<number, Person>;
  history: StatusChange[];
  /** Where to pay: the platform's account for a first session, else the psychologist's. */
  account: PaymentAccount | undefined;
  now: Date;
}

type ChangeRecord = Pick<StatusChangeRow, 'from_status' | 'to_status' | 'changed_by_role' | 'changed_by_user_id' | 'note' | 'created_at'>;

/** A history entry, named after who made it (`changers`, by user id). */
export function toStatusChange(change: ChangeRecord, changers: Map<number, Person>): StatusChange {
  return {
    from_status: change.from_status,
    to_status: change.to_status,
    changed_by_role: change.changed_by_role,
    changed_by_name: change.changed_by_user_id ? fullName(changers.get(change.changed_by_user_id)) || null : null,
    note: change.note,
    created_at: iso(change.created_at),
  };
}

/** Everything in an appointment's answer that depends on the clock; the rest changes only when the data does. */
export interface ClockFields {
  payment_overdue: boolean;
  can_reschedule: boolean;
  reschedule_blocked_reason: string | null;
}

export function clockFields(ctx: BookingContext, viewer: AuthUser, record: AppointmentRecord, now: Date): ClockFields {
  const party = viewer.userType === 'client' || viewer.userType === 'psychologist' ? viewer.userType : 'other';
  const reason = rescheduleBlockedReason({
    viewer: party, status: record.status, startsAt: new Date(record.starts_at), now, minHours: ctx.config.rescheduleMinHours,
  });
  return {
    payment_overdue: record.status === 'PAYMENT_UPLOADED' && new Date(record.starts_at).getTime() <= now.getTime(),
    can_reschedule: reason === null,
    reschedule_blocked_reason: reason,
  };
}

/** Every clock field as text, to tell whether two instants show an appointment alike (a template: JSON cost 4x). */
export const clockText = ({ payment_overdue, can_reschedule, reschedule_blocked_reason }: ClockFields): string =>
  `${payment_overdue} ${can_reschedule} ${reschedule_blocked_reason}`;

export const byUser = (people: Map<number, Person>): Map<number, Person> => new Map([...people.values()].map((person) => [person.user_id, person]));

/**
 * One appointment as `viewer` may see it (psychologist_notes only for their psychologist, meeting_link only while
 * CONFIRMED). `now` is read through clockFields only: a client's kept answer is written again when they change.
 */
export function toAppointment(ctx: BookingContext, viewer: AuthUser, record: AppointmentRecord, { people, history, account, now }: AppointmentParts): Appointment {
  const client = people.get(record.client_id);
  const psychologist = people.get(record.psychologist_id);
  const reference = appointmentCode(record.id);
  return {
    id: record.id,
    code: reference,
    date: record.date,
    start_time: record.start_time,
    end_time: record.end_time,
    starts_at: iso(record.starts_at),
    ends_at: iso(record.ends_at),
    status: record.status,
    status_display: appointmentStatusLabels[record.status],
    psychologist: record.psychologist_id,
    psychologist_name: fullName(psychologist),
    psychologist_data: {
      name: fullName(psychologist),
      profile_image: psychologist?.profile_image ?? null,
      professional_title: psychologist ? professionalTitleFor(psychologist.gender) : null,
      gender: psychologist?.gender ?? null,
    },
    client: record.client_id,
    client_name: fullName(client),
    client_data: { name: fullName(client), email: client?.email ?? '', phone: client?.phone ?? null, profile_image: client?.profile_image ?? null },
    client_notes: record.client_notes,
    ...(viewer.userType === 'psychologist' && viewer.profileId === record.psychologist_id ? { psychologist_notes: record.psychologist_notes } : {}),
    meeting_link: meetingLinkOf(record, ctx.config),
    payment_proof_url: record.payment_proof_key ? `/api/appointments/${record.id}/download-payment-proof/` : null,
    payment_amount: record.payment_amount,
    is_first_appointment: record.is_first_appointment,
    payment_info: {
      amount: record.payment_amount,
      destination: record.is_first_appointment ? 'platform' : 'psychologist',
      account: account ?? { bank_name: null, bank_name_display: null, bank_account_type: null, bank_account_type_display: null, bank_account_number: null, bank_account_owner: null, bank_account_owner_rut: null, bank_account_owner_email: null },
      reference,
      hold_expires_at: record.status === 'PENDING_PAYMENT' ? iso(record.hold_expires_at) : null,
    },
    payment_detail: {
      payment_method: record.payment_method,
      transaction_id: reference,
      payment_date: record.payment_proof_uploaded_at ? iso(record.payment_proof_uploaded_at) : null,
    },
    refund_pending: record.status === 'CANCELLED' && record.refunded_at === null && record.refund_amount !== 0 && wasPaidBeforeCancelling(history),
    ...clockFields(ctx, viewer, record, now),
    series_id: record.series_id,
    history,
    created_at: iso(record.created_at),
  };
}

/** How appointments shown are recorded for their patients: each appointment on its own, or as one kind of list (coalesced). */
export type AppointmentRead = 'each' | { list: AccessListRead };

/** What one answer about an appointment shows of its patient: clinical notes only to its psychologist, when there are any. */
const resourcesShown = (viewer: AuthUser, record: AppointmentRecord): AccessResource[] =>
  viewer.userType === 'psychologist' && viewer.profileId === record.psychologist_id && record.psychologist_notes !== ''
    ? ['appointment', 'clinical_notes']
    : ['appointment'];

/** Reads what the answer about `records` shows besides them. */
export async function readListParts(ctx: BookingContext, records: AppointmentRecord[]): Promise<ListParts> {
  const ids = records.map((record) => record.id);
  const [people, changes, accounts, platform] = await Promise.all([
    peopleByProfile(ctx.db, [...new Set(records.flatMap((record) => [record.client_id, record.psychologist_id]))]),
    statusChangesOf(ctx.db, ids),
    psychologistAccounts(ctx.db, [...new Set(records.filter((r) => !r.is_first_appointment).map((r) => r.psychologist_id))]),
    records.some((record) => record.is_first_appointment) ? platformAccount(ctx.db, ctx.config) : null,
  ]);
  // Most changes are made by the parties, already in `people`; only others (admins) are looked up.
  const changers = byUser(people);
  const others = new Set(changes.flatMap((change) => (change.changed_by_user_id && !changers.has(change.changed_by_user_id) ? [change.changed_by_user_id] : [])));
  for (const [userId, person] of await peopleByUser(ctx.db, [...others])) changers.set(userId, person);
  return { people, changes, changers, accounts, platform };
}

/** The appointments `viewer` may see among `records`, as they see them now; pure (nothing read, nothing recorded). */
export function viewAppointments(ctx: BookingContext, viewer: AuthUser, records: AppointmentRecord[], parts: ListParts, now = ctx.now()): Appointment[] {
  return records
    .filter((record) => canSee(viewer, record))
    .map((record) =>
      toAppointment(ctx, viewer, record, {
        people: parts.people,
        history: parts.changes.filter((change) => change.appointment_id === record.id).map((change) => toStatusChange(change, parts.changers)),
        account: record.is_first_appointment ? (parts.platform ?? undefined) : parts.accounts.get(record.psychologist_id),
        now,
      }),
    );
}

/**
 * The read model: appointments as `viewer` may see them, with where to pay and the status history. Others' reads
 * are recorded for each patient shown; call it with the context of
 * `readAndRecord`, so the record is written in the transaction of the read.
 */
export async function appointmentsForViewer(ctx: BookingContext, viewer: AuthUser, records: AppointmentRecord[], read: AppointmentRead): Promise<Appointment[]> {
  const visible = records.filter((record) => canSee(viewer, record));
  if (visible.length === 0) return [];
  const parts = await readListParts(ctx, visible);
  await recordAppointmentsShown(ctx, viewer, visible, parts.people, read);
  return viewAppointments(ctx, viewer, visible, parts);
}

async function recordAppointmentsShown(
  ctx: BookingContext,
  viewer: AuthUser,
  records: AppointmentRecord[],
  people: Map<number, Person>,
  read: AppointmentRead,
): Promise<void> {
  const shown = (record: AppointmentRecord) => {
    const patient = people.get(record.client_id);
    return patient ? [{ userId: patient.user_id, resourceId: record.id }] : [];
  };
  if (read !== 'each') {
    await recordPatientsShown(ctx, viewer, records.flatMap(shown), read);
    return;
  }
  for (const record of records) await recordPatientsShown(ctx, viewer, shown(record), { record: resourcesShown(viewer, record) });
}

/**
 * One appointment as `viewer` may see it, read and recorded in one transaction; 404 when it does not exist or is not
 * theirs. Every answer that returns an appointment (its detail, and each change's answer) comes through here.
 */
export function appointmentForViewer(ctx: BookingContext, viewer: AuthUser, id: number): Promise<Appointment> {
  return readAndRecord(ctx, async (inRead) => {
    const record = await findAppointment(inRead.db, id);
    const [appointment] = record ? await appointmentsForViewer(inRead, viewer, [record], 'each') : [];
    if (!appointment) throw notFound(bookingMessages.appointmentNotFound);
    return appointment;
  });
}
