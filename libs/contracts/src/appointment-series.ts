import { SERIES_MAX_WEEKS, SERIES_MIN_WEEKS } from '@emind/domain';
import { z } from 'zod';
import { appointmentSchema, createAppointmentBody } from './appointments.ts';
import { calendarDate, recordId, REQUIRED } from './common.ts';
import { refusalSchema } from './refusals.ts';

/**
 * Weekly series (`/api/appointments/series/…`, booking service): a single booking's fields plus `weeks`; the
 * sessions are `date`, `date` + 7 days, … at the same Chile wall-clock hour. `skip_dates` leaves out dates the
 * preview showed as not free, so the free subset is booked; any other date not free is a 409 naming it.
 */

const weeks = z.coerce
  .number({ error: REQUIRED })
  .int('Debe ser un número entero')
  .min(SERIES_MIN_WEEKS, `Mínimo ${SERIES_MIN_WEEKS} sesiones`)
  .max(SERIES_MAX_WEEKS, `Máximo ${SERIES_MAX_WEEKS} sesiones`);

export const createSeriesBody = createAppointmentBody.extend({
  weeks,
  skip_dates: z.array(calendarDate()).max(SERIES_MAX_WEEKS).optional().default([]),
});
export type CreateSeriesInput = z.input<typeof createSeriesBody>;

export const seriesDateReasonSchema = z.enum(['taken', 'client_busy', 'not_offered', 'nonexistent_time', 'beyond_window']);

export const seriesDateStatusSchema = z.object({
  date: z.string(),
  /** ISO instant of the session's start; null when that hour does not exist on the date. */
  starts_at: z.string().nullable(),
  free: z.boolean(),
  reason: seriesDateReasonSchema.nullable(),
  /** The reason in the words the modal shows. */
  reason_display: z.string().nullable(),
});
export type SeriesDateStatus = z.infer<typeof seriesDateStatusSchema>;

export const seriesPreviewQuery = z.object({
  psychologist: recordId(),
  date: calendarDate(),
  start_time: createAppointmentBody.shape.start_time,
  end_time: createAppointmentBody.shape.end_time,
  weeks,
});
export type SeriesPreviewQuery = z.input<typeof seriesPreviewQuery>;

export const seriesPreviewSchema = z.object({ dates: z.array(seriesDateStatusSchema) });
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;

export const seriesBookedSchema = z.object({ series_id: z.number(), appointments: z.array(appointmentSchema) });
export type SeriesBooked = z.infer<typeof seriesBookedSchema>;

/** 409: the dates that are not free (nothing was booked). */
export const seriesConflictSchema = refusalSchema.extend({ dates: z.array(seriesDateStatusSchema) });
export type SeriesConflict = z.infer<typeof seriesConflictSchema>;

/** 'Cancelar esta y las siguientes': the sessions it cancelled. */
export const cancelFollowingSchema = z.object({ cancelled: z.array(appointmentSchema) });
export type CancelFollowing = z.infer<typeof cancelFollowingSchema>;
