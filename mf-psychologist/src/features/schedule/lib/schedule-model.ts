import { scheduleMessages as scheduleRuleMessages, validateScheduleConfig, weekdays, type ScheduleConfig, type TimeBlock, type Weekday } from '@emind/domain';

export interface DayState {
  enabled: boolean;
  timeBlocks: TimeBlock[];
}
export type ScheduleState = Record<Weekday, DayState>;

export const NEW_BLOCK: TimeBlock = { startTime: '09:00', endTime: '17:00' };
const WEEKEND_BLOCK: TimeBlock = { startTime: '09:00', endTime: '13:00' };

/** The rule's messages (the route's, from domain) and the screen's own. */
export const scheduleMessages = {
  ...scheduleRuleMessages,
  load: 'No se pudo cargar tu horario. Por favor, intenta de nuevo más tarde.',
  save: 'Ocurrió un error al actualizar el horario. Por favor, inténtalo de nuevo.',
} as const;

function defaultBlock(day: Weekday): TimeBlock {
  return day === 'saturday' || day === 'sunday' ? WEEKEND_BLOCK : NEW_BLOCK;
}

/** Days in the server config are enabled; absent days are disabled with the default blocks. */
export function toScheduleState(config: ScheduleConfig | null | undefined): ScheduleState {
  return Object.fromEntries(
    weekdays.map((day) => {
      const loaded = config?.[day];
      return loaded && loaded.timeBlocks.length > 0
        ? [day, { enabled: true, timeBlocks: loaded.timeBlocks.map((b) => ({ ...b })) }]
        : [day, { enabled: false, timeBlocks: [{ ...defaultBlock(day) }] }];
    }),
  ) as ScheduleState;
}

/** Only enabled days with blocks are sent. */
export function toScheduleConfig(state: ScheduleState): ScheduleConfig {
  const config: ScheduleConfig = {};
  for (const day of weekdays) {
    const { enabled, timeBlocks } = state[day];
    if (enabled && timeBlocks.length > 0) config[day] = { enabled: true, timeBlocks: timeBlocks.map((b) => ({ ...b })) };
  }
  return config;
}

/** The first spec message the schedule breaks, or null. */
/** The route's rule (domain's validateScheduleConfig), checked before sending. */
export function validateSchedule(state: ScheduleState): string | null {
  return validateScheduleConfig(toScheduleConfig(state));
}

/** Every half hour of the day, 'HH:MM' (the server accepts only the hour and half hour). */
export const timeOptions: readonly string[] = Array.from({ length: 48 }, (_, i) =>
  `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`,
);
