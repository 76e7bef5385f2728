import type { CreatedTimeOff, CreateTimeOffInput, StrandedAppointment, TimeOffOverview } from '@emind/contracts';
import {
  appointmentStatusLabels,
  CHILE_HOLIDAYS_END,
  chileHolidayOn,
  chileToday,
  closedDates,
  insideTimeOff,
  isPaidStatus,
  timeOffMessages,
  validateTimeOff,
  type TimeOffRange,
} from '@emind/domain';
import { badRequestDetail, notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { readAndRecord, recordPatientsShown } from '../privacy/access.ts';
import { takePsychologistTurn } from './closed-days.ts';
import { recordReopenedSlots } from './reopened-slots.ts';
import { deleteTimeOff, insertTimeOff, lastOpenAppointmentDate, listTimeOff, openAppointmentsOn, saveSkipHolidays, skipsHolidays } from './time-off.repository.ts';

/**
 * Upcoming open appointments on days the ranges (and holidays, when skipped) close, with their patients' names: a
 * 'time_off_list' read, recorded in `ctx.db`'s transaction.
 */
async function strandedAppointments(
  ctx: BookingContext,
  psychologist: AuthUser,
  ranges: readonly TimeOffRange[],
  skipHolidays: boolean,
): Promise<StrandedAppointment[]> {
  const now = ctx.now();
  const last = await lastOpenAppointmentDate(ctx.db, psychologist.profileId, now);
  if (last === null) return [];
  const closed = closedDates({ from: chileToday(now), to: last }, ranges, skipHolidays);
  const rows = await openAppointmentsOn(ctx.db, psychologist.profileId, [...closed], now);
  const patients = rows.flatMap((row) => (row.user_id === null ? [] : [{ userId: row.user_id }]));
  await recordPatientsShown(ctx, psychologist, patients, { list: 'time_off_list' });
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    start_time: row.start_time,
    end_time: row.end_time,
    status: row.status,
    status_display: appointmentStatusLabels[row.status],
    client_name: `${row.first_name} ${row.last_name}`.trim(),
    paid: isPaidStatus(row.status),
    closed_because: insideTimeOff(row.date, ranges) ? 'Ausencia' : (chileHolidayOn(row.date)?.name ?? 'Feriado'),
  }));
}

export function timeOffOverview(ctx: BookingContext, psychologist: AuthUser): Promise<TimeOffOverview> {
  return readAndRecord(ctx, async (inRead) => {
    const ranges = await listTimeOff(inRead.db, psychologist.profileId, chileToday(ctx.now()));
    const skip = await skipsHolidays(inRead.db, psychologist.profileId);
    const stranded = await strandedAppointments(inRead, psychologist, ranges, skip);
    return { skip_holidays: skip, time_off: ranges, stranded, holidays_known_until: CHILE_HOLIDAYS_END };
  });
}

/** Adds time off under the psychologist's booking turn, and answers the appointments already booked inside it. */
export async function createTimeOff(ctx: BookingContext, psychologist: AuthUser, input: Required<CreateTimeOffInput>): Promise<CreatedTimeOff> {
  const problem = validateTimeOff(input, chileToday(ctx.now()));
  if (problem) throw badRequestDetail(problem);
  return ctx.db.transaction().execute(async (trx) => {
    await takePsychologistTurn(trx, psychologist.id);
    const row = await insertTimeOff(trx, { psychologist_id: psychologist.profileId, ...input });
    return { time_off: row, stranded: await strandedAppointments({ ...ctx, db: trx }, psychologist, [row], false) };
  });
}

export async function removeTimeOff(ctx: BookingContext, psychologist: AuthUser, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await takePsychologistTurn(trx, psychologist.id);
    const removed = await deleteTimeOff(trx, psychologist.profileId, id);
    if (!removed) throw notFound(timeOffMessages.notFound);
    await recordReopenedSlots(ctx, trx, psychologist.profileId, (date) => removed.starts_on <= date && date <= removed.ends_on);
  });
}

export async function setSkipHolidays(ctx: BookingContext, psychologist: AuthUser, skip: boolean): Promise<TimeOffOverview> {
  await ctx.db.transaction().execute(async (trx) => {
    await takePsychologistTurn(trx, psychologist.id);
    const before = await skipsHolidays(trx, psychologist.profileId);
    await saveSkipHolidays(trx, psychologist.profileId, skip, ctx.now());
    if (before && !skip) await recordReopenedSlots(ctx, trx, psychologist.profileId, (date) => chileHolidayOn(date) !== undefined);
  });
  return timeOffOverview(ctx, psychologist);
}
