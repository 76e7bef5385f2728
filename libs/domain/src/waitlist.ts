import { minutesOf } from './slots.ts';

/** A waitlist entry lapses this many days after it was made (issue 17). */
export const WAITLIST_DAYS = 60;
/** Mañana is before 13:00 Chile time; tarde from 13:00. */
export const AFTERNOON_FROM_MINUTES = 13 * 60;

export const partsOfDay = ['morning', 'afternoon'] as const;
export type PartOfDay = (typeof partsOfDay)[number];

export const partOfDayLabels: Record<PartOfDay, string> = { morning: 'Mañana', afternoon: 'Tarde' };

/** ISO weekday numbers (1 = lunes … 7 = domingo) with the screens' labels. */
export const isoWeekdayLabels: Record<number, string> = {
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
  7: 'Domingo',
};

export const waitlistMessages = {
  onlyClients: 'Solo los pacientes pueden unirse a la lista de espera.',
  onlyPsychologists: 'Solo los psicólogos pueden ver su lista de espera.',
  alreadyJoined: 'Ya estás en la lista de espera de este profesional.',
  notFound: 'No estás en esa lista de espera.',
  psychologistUnavailable: 'Especialista no disponible',
  weekdaysRequired: 'Elige al menos un día de la semana.',
  weekdayInvalid: 'Los días deben ser números del 1 (lunes) al 7 (domingo).',
  weekdaysRepeated: 'No repitas días de la semana.',
  partOfDay: 'Elige mañana o tarde.',
} as const;

/** The part of day a wall-clock 'HH:MM' start falls in, or null when it is not a time. */
export function partOfDayOf(startTime: string): PartOfDay | null {
  const minutes = minutesOf(startTime);
  if (minutes === null) return null;
  return minutes < AFTERNOON_FROM_MINUTES ? 'morning' : 'afternoon';
}

/** ISO weekday (1–7) of a 'yyyy-MM-dd' calendar date, or null when it is not one. */
export function isoWeekdayOf(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (day.toISOString().slice(0, 10) !== date) return null;
  return day.getUTCDay() === 0 ? 7 : day.getUTCDay();
}

export interface WaitlistPreference {
  weekdays: readonly number[];
  part_of_day: PartOfDay;
}

/** Whether a freed slot suits an entry: its weekday is wanted and it starts in the wanted part of the day. */
export function slotSuitsEntry(entry: WaitlistPreference, slot: { date: string; start_time: string }): boolean {
  const weekday = isoWeekdayOf(slot.date);
  return weekday !== null && entry.weekdays.includes(weekday) && partOfDayOf(slot.start_time) === entry.part_of_day;
}

/** When an entry made at `joinedAt` lapses. */
export const waitlistExpiry = (joinedAt: Date): Date => new Date(joinedAt.getTime() + WAITLIST_DAYS * 86_400_000);

/** The public profile's booking modal opened on a slot (mf-public reads `fecha` and `hora`). */
export function waitlistSlotPath(psychologistId: number, slot: { date: string; start_time: string }): string {
  return `/especialistas/${psychologistId}/agendar?fecha=${slot.date}&hora=${slot.start_time.slice(0, 5)}`;
}
