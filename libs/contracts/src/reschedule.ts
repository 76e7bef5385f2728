import { z } from 'zod';
import { calendarDate, REQUIRED } from './common.ts';

/**
 * Rescheduling ('Reprogramar', `PATCH /api/appointments/{id}/reschedule/`): the appointment moves to another free
 * slot of the same psychologist; status, payment and meeting link stay. The answer is the appointment as read after.
 */

const wallTime = z.string({ error: REQUIRED }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora no válida (HH:MM)');

export const rescheduleAppointmentBody = z.object({
  date: calendarDate(),
  start_time: wallTime,
  end_time: wallTime,
  /** The psychologist's word to the patient (mailed and kept in the history); the patient may leave one too. */
  note: z.string().trim().max(500, 'Máximo 500 caracteres').optional().default(''),
});
export type RescheduleAppointmentInput = z.input<typeof rescheduleAppointmentBody>;
