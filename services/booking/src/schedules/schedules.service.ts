import {
  availabilityWindow,
  availableDays,
  closedDates,
  normalizeScheduleConfig,
  validateScheduleConfig,
  weekdays,
  type AvailableDay,
  type ScheduleConfig,
  type ScheduleConfigInput,
} from '@emind/domain';
import { badRequestDetail, notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import {
  availabilityFacts,
  isListedPsychologist,
  isPsychologistProfile,
  listScheduleBlocks,
  replaceScheduleBlocks,
  type ScheduleAudience,
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
function audienceOf(viewer: AuthUser, psychologistId: number): ScheduleAudience {
  if (viewer.userType === 'psychologist' && viewer.profileId === psychologistId) return 'own';
  return viewer.userType === 'admin' ? 'admin' : 'listed';
}

async function assertVisible(ctx: BookingContext, viewer: AuthUser, psychologistId: number): Promise<void> {
  const audience = audienceOf(viewer, psychologistId);
  if (audience === 'own') return;
  const visible = audience === 'admin' ? await isPsychologistProfile(ctx.db, psychologistId) : await isListedPsychologist(ctx.db, psychologistId);
  if (!visible) throw notFound(SCHEDULE_NOT_FOUND);
}

export async function getVisibleSchedule(ctx: BookingContext, viewer: AuthUser, psychologistId: number): Promise<ScheduleConfig> {
  await assertVisible(ctx, viewer, psychologistId);
  return getSchedule(ctx, psychologistId);
}

/** The free days of the booking window: one statement, then a pure computation. */
export async function getAvailableDays(ctx: BookingContext, viewer: AuthUser, psychologistId: number): Promise<AvailableDay[]> {
  const now = ctx.now();
  const window = availabilityWindow(now);
  const facts = await availabilityFacts(ctx.db, psychologistId, audienceOf(viewer, psychologistId), window);
  if (!facts.visible) throw notFound(SCHEDULE_NOT_FOUND);
  const closed = closedDates(window, facts.time_off, facts.skip_holidays);
  return availableDays(toScheduleConfig(facts.blocks), now, { taken: facts.taken, closed });
}
