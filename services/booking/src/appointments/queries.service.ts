import { clientAppointmentsSchema, type Appointment, type ClientDashboardStats } from '@emind/contracts';
import {
  appointmentStatuses,
  bookingMessages,
  chileToday,
  type AppointmentStatus,
  type TakenInterval,
} from '@emind/domain';
import { badRequest, encodable, notFound, type AuthUser, type EncodableBody } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { isListedPsychologist, takenIntervals } from '../schedules/schedules.repository.ts';
import { SCHEDULE_NOT_FOUND } from '../schedules/schedules.service.ts';
import { readAndRecord } from '../privacy/access.ts';
import { appointmentsForViewer, canSee, clockFields, clockText, readListParts, viewAppointments } from './appointment-view.ts';
import { clientCounts, findAppointment, findAppointments, hasSessionWith, type AppointmentFilters } from './appointments.repository.ts';

/** What the admin's payments page shows when no status is asked for (spec 2: pending or verified payment). */
const PAYMENT_STATUSES: AppointmentStatus[] = ['PENDING_PAYMENT', 'PAYMENT_UPLOADED', 'PAYMENT_VERIFIED'];

/** 'PENDING_PAYMENT,PAYMENT_UPLOADED' → the statuses; 400 naming an unknown one. */
export function parseStatusList(value: string | undefined): AppointmentStatus[] | undefined {
  if (!value?.trim()) return undefined;
  const asked = value.split(',').map((item) => item.trim().toUpperCase()).filter(Boolean);
  const unknown = asked.filter((item) => !(appointmentStatuses as readonly string[]).includes(item));
  if (unknown.length > 0) throw badRequest({ status: [`Estado no válido: ${unknown.join(', ')}`] });
  return asked as AppointmentStatus[];
}

export interface ListQuery {
  start_date?: string | undefined;
  end_date?: string | undefined;
  status?: string | undefined;
}

function filtersOf(query: ListQuery, defaults: AppointmentStatus[] | undefined): AppointmentFilters {
  const statuses = parseStatusList(query.status) ?? defaults;
  return {
    ...(statuses ? { statuses } : {}),
    ...(query.start_date ? { fromDate: query.start_date } : {}),
    ...(query.end_date ? { toDate: query.end_date } : {}),
  };
}

/**
 * The client's own list, as the UTF-8 JSON the route sends. While the list is kept, its last answer is sent again
 * unless the clock has changed one appointment's clock fields.
 * Encoding the answer (19 KB for the demo patient) to JSON and then to bytes was most of this read's CPU, and
 * compressing it for a browser four times the rest: the kept answer keeps its compressed forms too.
 */
export async function clientAppointmentsBody(ctx: BookingContext, client: AuthUser): Promise<EncodableBody> {
  // Only the client's own appointments, and one's own reads are not recorded: no transaction to record in, and kept.
  const reads = await ctx.clientLists.read(client.profileId, async () => {
    const own = await findAppointments(ctx.db, { clientId: client.profileId });
    return { records: own, parts: await readListParts(ctx, own) };
  });
  const now = ctx.now();
  const clock = reads.records.map((record) => clockText(clockFields(ctx, client, record, now))).join('|');
  if (reads.sent?.clock === clock) return reads.sent.answer;
  const list = viewAppointments(ctx, client, reads.records, reads.parts, now);
  const answer = encodable(Buffer.from(JSON.stringify(clientAppointmentsSchema.encode(list))));
  reads.sent = { clock, answer };
  return answer;
}

export async function psychologistAppointments(ctx: BookingContext, psychologist: AuthUser, query: ListQuery): Promise<Appointment[]> {
  const filters = filtersOf(query, undefined);
  return readAndRecord(ctx, async (inRead) => {
    const records = await findAppointments(inRead.db, { ...filters, psychologistId: psychologist.profileId });
    return appointmentsForViewer(inRead, psychologist, records, { list: 'agenda' });
  });
}

export async function adminPaymentAppointments(
  ctx: BookingContext,
  admin: AuthUser,
  query: ListQuery & { psychologist_id?: number | undefined },
): Promise<Appointment[]> {
  const filters = filtersOf(query, PAYMENT_STATUSES);
  return readAndRecord(ctx, async (inRead) => {
    const records = await findAppointments(inRead.db, { ...filters, ...(query.psychologist_id ? { psychologistId: query.psychologist_id } : {}) });
    return appointmentsForViewer(inRead, admin, records, { list: 'payment_verification' });
  });
}

/** Held intervals of a listed psychologist from today on: dates and times only, never who holds them. */
export async function publicTakenIntervals(ctx: BookingContext, psychologistId: number): Promise<TakenInterval[]> {
  if (!(await isListedPsychologist(ctx.db, psychologistId))) throw notFound(SCHEDULE_NOT_FOUND);
  return takenIntervals(ctx.db, psychologistId, { from: chileToday(ctx.now()), to: '9999-12-31' });
}

export async function isFirstAppointment(ctx: BookingContext, viewer: AuthUser, id: number): Promise<{ is_first_appointment: boolean }> {
  const record = await findAppointment(ctx.db, id);
  if (!record || !canSee(viewer, record)) throw notFound(bookingMessages.appointmentNotFound);
  return { is_first_appointment: record.is_first_appointment };
}

export async function hasConfirmedAppointments(
  ctx: BookingContext,
  client: AuthUser,
  psychologistId: number,
): Promise<{ has_confirmed_appointments: boolean }> {
  return { has_confirmed_appointments: await hasSessionWith(ctx.db, client.profileId, psychologistId) };
}

export async function clientDashboardStats(ctx: BookingContext, client: AuthUser): Promise<ClientDashboardStats> {
  const counts = await clientCounts(ctx.db, client.profileId, chileToday(ctx.now()));
  return {
    totalAppointments: counts.total,
    upcomingAppointments: counts.upcoming,
    completedAppointments: counts.completed,
    lastSessionDate: counts.lastSessionDate,
  };
}
