import { z } from 'zod';

/**
 * Calendar sync (booking service): a person's private iCalendar subscription. The token is the secret and is
 * only ever shown in the answer that creates it; the server keeps its sha256.
 */

/** POST /api/calendar/link/: a new subscription address; any earlier one stops answering. */
export const calendarLinkSchema = z.object({
  url: z.string().describe('https address of the .ics feed'),
  webcal_url: z.string().describe('the same feed as webcal://'),
  created_at: z.string(),
});
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

/** GET /api/calendar/link/: whether a live link exists (never its address). */
export const calendarLinkStatusSchema = z.object({
  exists: z.boolean(),
  created_at: z.string().nullable(),
});
export type CalendarLinkStatus = z.infer<typeof calendarLinkStatusSchema>;

export const calendarFeedParams = z.object({
  token: z.string().max(200).describe('the secret token, followed by .ics'),
});
