import { TIME_OFF_REASON_MAX, timeOffMessages } from '@emind/domain';
import { z } from 'zod';
import { appointmentStatusSchema } from './appointments.ts';
import { calendarDate } from './common.ts';

/**
 * Time off ('Ausencias', issue 17): `/api/schedules/time-off/…`, booking service, the psychologist's own only.
 * Dates are Chile calendar days ('yyyy-MM-dd'), both ends included. The reason is private to the psychologist.
 */

export const createTimeOffBody = z
  .object({
    starts_on: calendarDate(),
    ends_on: calendarDate(),
    reason: z.string().trim().max(TIME_OFF_REASON_MAX, timeOffMessages.reasonTooLong).optional().default(''),
  })
  .strict();
export type CreateTimeOffInput = z.input<typeof createTimeOffBody>;

export const holidaysSettingBody = z.object({ skip_holidays: z.boolean() }).strict();
export type HolidaysSettingInput = z.infer<typeof holidaysSettingBody>;

export const timeOffSchema = z.object({
  id: z.number(),
  starts_on: z.string(),
  ends_on: z.string(),
  reason: z.string(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

/** An upcoming appointment already booked on a day now closed: the psychologist reschedules or cancels it. */
export const strandedAppointmentSchema = z.object({
  id: z.number(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: appointmentStatusSchema,
  status_display: z.string(),
  client_name: z.string(),
  /** Paid (verified or confirmed): a cancellation goes to the refund flow. */
  paid: z.boolean(),
  /** Why the day is closed: 'Ausencia' or the holiday's name. */
  closed_because: z.string(),
});
export type StrandedAppointment = z.infer<typeof strandedAppointmentSchema>;

/** GET /api/schedules/time-off/ (and PATCH …/holidays/): everything the 'Ausencias' section shows. */
export const timeOffOverviewSchema = z.object({
  skip_holidays: z.boolean(),
  /** Time off that has not ended, soonest first. */
  time_off: z.array(timeOffSchema),
  stranded: z.array(strandedAppointmentSchema),
  /** The last date the holiday table covers. */
  holidays_known_until: z.string(),
});
export type TimeOffOverview = z.infer<typeof timeOffOverviewSchema>;

/** 201 of POST: the new time off and the appointments it strands. */
export const createdTimeOffSchema = z.object({ time_off: timeOffSchema, stranded: z.array(strandedAppointmentSchema) });
export type CreatedTimeOff = z.infer<typeof createdTimeOffSchema>;
