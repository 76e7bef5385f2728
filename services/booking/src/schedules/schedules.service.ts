import {
  availableDays,
  AVAILABILITY_WINDOW_DAYS,
  normalizeScheduleConfig,
  validateScheduleConfig,
  weekdays,
  type AvailableDay,
  type ScheduleConfig,
  type ScheduleConfigInput,
} from '@emind/domain';
import { badRequestDetail, notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { closedDatesFor } from '../time-off/closed-days.ts';
import {
  isListedPsychologist,
  isPsychologistProfile,
  listScheduleBlocks,
  replaceScheduleBlocks,
  takenIntervals,
  type ScheduleBlock,
} from './schedules.repository.ts';

export const SCHEDULE_NOT_FOUND = 'No se encontró el horario del psicólogo.';

/** A week as the schedule's blocks describe it. */
export function toScheduleConfig(blocks: ScheduleBlock[]): ScheduleConfig {
  const config: ScheduleConfig = {};
  for (const weekday of weekdays) {
    const timeBlocks = blocks
      .filter((block) => block.day_of_week === weekday)
      .map((block) => ({ startTime: block.start_time, endTime: block.end_time }));
    if (timeBlocks.length > 0) config[weekday] = { enabled: true, timeBlocks };
  }
  return config;
}

export async function getSchedule(ctx: BookingContext, psychologistId: number): Promise<ScheduleConfig> {
  return toScheduleConfig(await listScheduleBlocks(ctx.db, psychologistId));
}

export async function replaceSchedule(
  ctx: BookingContext,
  psychologistId: number,
  input: ScheduleConfigInput,
): Promise<ScheduleConfig> {
  const problem = validateScheduleConfig(input);
  if (problem) throw badRequestDetail(problem);
  const config = normalizeScheduleConfig(input);
  await ctx.db.transaction().execute((trx) => replaceScheduleBlocks(trx, psychologistId, config));
  return getSchedule(ctx, psychologistId);
}

/**
 * Another psychologist's schedule is visible to signed-in users only while they are listed (the one listing rule,
 * so every psychologist the directory shows answers here); admins see any psychologist, and a psychologist their own.
 */
async function assertVisible(ctx: BookingContext, viewer: AuthUser, psychologistId: number): Promise<void> {
  if (viewer.userType === 'psychologist' && viewer.profileId === psychologistId) return;
  const visible =
    viewer.userType === 'admin'
      ? await isPsychologistProfile(ctx.db, psychologistId)
      : await isListedPsychologist(ctx.db, psychologistId);
  if (!visible) throw notFound(SCHEDULE_NOT_FOUND);
}

export async function getVisibleSchedule(ctx: BookingContext, viewer: AuthUser, psychologistId: number): Promise<ScheduleConfig> {
  await assertVisible(ctx, viewer, psychologistId);
  return getSchedule(ctx, psychologistId);
}

export async function getAvailableDays(ctx: BookingContext, viewer: AuthUser, psychologistId: number): Promise<AvailableDay[]> {
  await assertVisible(ctx, viewer, psychologistId);
  const now = ctx.now();
  const schedule = await getSchedule(ctx, psychologistId);
  const window = availableDays(schedule, now, { days: AVAILABILITY_WINDOW_DAYS });
  if (window.length === 0) return [];
  const span = { from: window[0]?.date ?? '', to: window.at(-1)?.date ?? '' };
  const taken = await takenIntervals(ctx.db, psychologistId, span);
  const closed = await closedDatesFor(ctx.db, psychologistId, span);
  return taken.length === 0 && closed.size === 0 ? window : availableDays(schedule, now, { days: AVAILABILITY_WINDOW_DAYS, taken, closed });
}
