import { partsOfDay, waitlistMessages } from '@emind/domain';
import { z } from 'zod';
import { MAX_RECORD_ID, REQUIRED } from './common.ts';

/** The waitlist API (`/api/waitlist/…`, booking service): 'Lista de espera' (issue 17). */

export const partOfDaySchema = z.enum(partsOfDay, { error: waitlistMessages.partOfDay });

const isoWeekday = z.number({ error: waitlistMessages.weekdayInvalid }).int(waitlistMessages.weekdayInvalid).min(1, waitlistMessages.weekdayInvalid).max(7, waitlistMessages.weekdayInvalid);

/** POST /api/waitlist/: the patient's preferred ISO weekdays (1 = lunes … 7 = domingo) and part of day. */
export const joinWaitlistBody = z
  .object({
    psychologist: z.number({ error: REQUIRED }).int().positive().max(MAX_RECORD_ID),
    weekdays: z
      .array(isoWeekday, { error: waitlistMessages.weekdaysRequired })
      .min(1, waitlistMessages.weekdaysRequired)
      .max(7, waitlistMessages.weekdaysRepeated)
      .refine((days) => new Set(days).size === days.length, waitlistMessages.weekdaysRepeated),
    part_of_day: partOfDaySchema,
  })
  .strict();
export type JoinWaitlistInput = z.infer<typeof joinWaitlistBody>;

/** One of the patient's entries (GET /api/waitlist/, the 201 of POST). */
export const waitlistEntrySchema = z.object({
  id: z.number(),
  psychologist: z.number(),
  psychologist_name: z.string(),
  weekdays: z.array(z.number()),
  part_of_day: partOfDaySchema,
  created_at: z.string(),
  /** The entry lapses then (60 days after joining). */
  expires_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistEntriesSchema = z.array(waitlistEntrySchema);

/** GET /api/waitlist/count/: how many patients wait for the signed-in psychologist. */
export const waitlistCountSchema = z.object({ count: z.number() });
export type WaitlistCount = z.infer<typeof waitlistCountSchema>;

/** GET /api/waitlist/notices/: slots freed for the patient that are still free and ahead. */
export const waitlistNoticeSchema = z.object({
  id: z.number(),
  psychologist: z.number(),
  psychologist_name: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** Opens the booking modal on the slot (path on the site). */
  booking_path: z.string(),
  notified_at: z.string(),
});
export type WaitlistNotice = z.infer<typeof waitlistNoticeSchema>;
export const waitlistNoticesSchema = z.array(waitlistNoticeSchema);
