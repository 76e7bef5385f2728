/** Days of a psychologist's weekly schedule, in the order the screens show them. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** One opening of a day, wall-clock 'HH:MM' in Chile time. */
export interface TimeBlock {
  startTime: string;
  endTime: string;
}

export interface ScheduleDay {
  enabled: true;
  timeBlocks: TimeBlock[];
}

/** A weekly schedule: only enabled days with blocks are present. */
export type ScheduleConfig = Partial<Record<Weekday, ScheduleDay>>;
