/** 'dd-MM-yyyy' of a Chile calendar date 'yyyy-MM-dd' (how the paperwork writes dates). */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}
