import { weekdays, type Weekday } from '@emind/domain';
import { z } from 'zod';

const timeBlockSchema = z.object({ startTime: z.string(), endTime: z.string() });

const scheduleDaySchema = z.object({ enabled: z.literal(true), timeBlocks: z.array(timeBlockSchema) });
export const scheduleConfigSchema = z.object(
  Object.fromEntries(weekdays.map((day) => [day, scheduleDaySchema.optional()])) as Record<
    Weekday,
    z.ZodOptional<typeof scheduleDaySchema>
  >,
);
/** A psychologist's weekly hours: GET /api/schedules/psychologist_schedule/, /psychologist/{id}/, and the update's answer. */
export const scheduleResponseSchema = z.object({ schedule_config: scheduleConfigSchema });
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

/** Rules (HH:MM, start < end, no overlap, at least one day) are checked by `validateScheduleConfig` → 400 {detail}. */
const scheduleDayInputSchema = z.object({
  enabled: z.boolean().optional(),
  timeBlocks: z.array(z.object({ startTime: z.string().max(8), endTime: z.string().max(8) })).max(48).optional(),
});
export const scheduleUpdateBody = z.object({
  schedule_config: z.object(
    Object.fromEntries(weekdays.map((day) => [day, scheduleDayInputSchema.optional()])) as Record<
      Weekday,
      z.ZodOptional<typeof scheduleDayInputSchema>
    >,
  ),
});
export type ScheduleUpdate = z.infer<typeof scheduleUpdateBody>;

/** One day of GET /api/schedules/psychologist/{id}/available-days/ with its free slots. */
export const availableDaySchema = z.object({
  date: z.string(),
  day_name: z.string(),
  day_of_week: z.enum(weekdays),
  slots: z.array(z.object({ start_time: z.string(), end_time: z.string() })),
});
export type AvailableDay = z.infer<typeof availableDaySchema>;
export const availableDaysSchema = z.array(availableDaySchema);
