/**
 * ICU's data for the app's locale and time zone, loaded a piece per task. Otherwise the first date an area formats
 * loads it all in one call (about 50 ms on a phone), inside the task that evaluates the area's first module, which
 * builds its formatters as it loads. The pieces: the locale, its numbers, its dates in Chile's zone, and the hour
 * format the greeting uses (domain's greeting.ts).
 */
// domain's CHILE_TIME_ZONE, spelled here: importing it would bring greeting.ts, whose formatter loads ICU as it loads.
const zone = 'America/Santiago';

export const intlWarmSteps: readonly (() => unknown)[] = [
  () => new Intl.Locale('es-CL').maximize(),
  () => new Intl.NumberFormat('es-CL').format(1),
  () => new Intl.DateTimeFormat('es-CL', { timeZone: zone, day: 'numeric', month: 'long' }).format(0),
  () => new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(0),
];

export const nextTask = (): Promise<unknown> => new Promise((resolve) => setTimeout(resolve));

/** Runs each step in a task of its own, so the browser can paint and answer input between them. */
export async function warmIntlBetweenTasks(steps: readonly (() => unknown)[], wait: () => Promise<unknown>): Promise<void> {
  for (const step of steps) {
    await wait();
    step();
  }
}
