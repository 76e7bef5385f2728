/**
 * Chile's national legal holidays ('feriados legales'), 2026 and 2027. No maintained package covers them, so this
 * is a dated table: each date with the law that makes it a holiday (and, when the date moves, the law that moves
 * it). Regional holidays (7 June in Arica, 20 August in Chillán) and one-off election days are not included.
 * Checked against the laws' rules (moves to Monday, solstice date) on 2026-11-25.
 *
 * The table ends on CHILE_HOLIDAYS_END; extend it before then (a unit test fails once today's 30-day booking
 * window would reach past it).
 */
export interface ChileHoliday {
  /** yyyy-MM-dd, Chile calendar. */
  date: string;
  name: string;
  source: string;
}

export const CHILE_HOLIDAYS_END = '2027-12-31';

const LEY_2977 = 'Ley 2.977';
const IRRENUNCIABLE = 'Ley 2.977; irrenunciable por Ley 19.973';
const MOVED_TO_MONDAY = 'trasladado al lunes por Ley 19.668';

export const chileHolidays: readonly ChileHoliday[] = [
  { date: '2026-01-01', name: 'Año Nuevo', source: IRRENUNCIABLE },
  { date: '2026-04-03', name: 'Viernes Santo', source: LEY_2977 },
  { date: '2026-04-04', name: 'Sábado Santo', source: LEY_2977 },
  { date: '2026-05-01', name: 'Día Nacional del Trabajo', source: 'Código del Trabajo, art. 169; irrenunciable por Ley 19.973' },
  { date: '2026-05-21', name: 'Día de las Glorias Navales', source: LEY_2977 },
  { date: '2026-06-21', name: 'Día Nacional de los Pueblos Indígenas', source: 'Ley 21.357 (día del solsticio de invierno)' },
  { date: '2026-06-29', name: 'San Pedro y San Pablo', source: 'Ley 18.432; Ley 19.668' },
  { date: '2026-07-16', name: 'Día de la Virgen del Carmen', source: 'Ley 20.148' },
  { date: '2026-08-15', name: 'Asunción de la Virgen', source: LEY_2977 },
  { date: '2026-09-18', name: 'Independencia Nacional', source: IRRENUNCIABLE },
  { date: '2026-09-19', name: 'Día de las Glorias del Ejército', source: IRRENUNCIABLE },
  { date: '2026-10-12', name: 'Encuentro de Dos Mundos', source: 'Ley 3.810; Ley 19.668' },
  { date: '2026-10-31', name: 'Día de las Iglesias Evangélicas y Protestantes', source: 'Ley 20.299' },
  { date: '2026-11-01', name: 'Día de Todos los Santos', source: LEY_2977 },
  { date: '2026-12-08', name: 'Inmaculada Concepción', source: LEY_2977 },
  { date: '2026-12-25', name: 'Navidad', source: IRRENUNCIABLE },
  // 1 January 2027 is a Friday, so 2 January is not a holiday (Ley 20.983 adds it only when it is a Monday).
  { date: '2027-01-01', name: 'Año Nuevo', source: IRRENUNCIABLE },
  { date: '2027-03-26', name: 'Viernes Santo', source: LEY_2977 },
  { date: '2027-03-27', name: 'Sábado Santo', source: LEY_2977 },
  { date: '2027-05-01', name: 'Día Nacional del Trabajo', source: 'Código del Trabajo, art. 169; irrenunciable por Ley 19.973' },
  { date: '2027-05-21', name: 'Día de las Glorias Navales', source: LEY_2977 },
  { date: '2027-06-21', name: 'Día Nacional de los Pueblos Indígenas', source: 'Ley 21.357 (día del solsticio de invierno)' },
  { date: '2027-06-28', name: 'San Pedro y San Pablo', source: `Ley 18.432; 29 de junio (martes) ${MOVED_TO_MONDAY}` },
  { date: '2027-07-16', name: 'Día de la Virgen del Carmen', source: 'Ley 20.148' },
  { date: '2027-08-15', name: 'Asunción de la Virgen', source: LEY_2977 },
  { date: '2027-09-18', name: 'Independencia Nacional', source: IRRENUNCIABLE },
  { date: '2027-09-19', name: 'Día de las Glorias del Ejército', source: IRRENUNCIABLE },
  { date: '2027-10-11', name: 'Encuentro de Dos Mundos', source: `Ley 3.810; 12 de octubre (martes) ${MOVED_TO_MONDAY}` },
  { date: '2027-10-31', name: 'Día de las Iglesias Evangélicas y Protestantes', source: 'Ley 20.299' },
  { date: '2027-11-01', name: 'Día de Todos los Santos', source: LEY_2977 },
  { date: '2027-12-08', name: 'Inmaculada Concepción', source: LEY_2977 },
  { date: '2027-12-25', name: 'Navidad', source: IRRENUNCIABLE },
];

const holidayByDate = new Map(chileHolidays.map((holiday) => [holiday.date, holiday]));

/** The legal holiday on a Chile calendar date, if any. */
export function chileHolidayOn(date: string): ChileHoliday | undefined {
  return holidayByDate.get(date);
}

/** Holiday dates from `from` to `to` (yyyy-MM-dd, both included). */
export function chileHolidaysBetween(from: string, to: string): string[] {
  return chileHolidays.filter((holiday) => holiday.date >= from && holiday.date <= to).map((holiday) => holiday.date);
}
