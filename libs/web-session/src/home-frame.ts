import { tokenExpiresAt } from './jwt.ts';
import { storageKeys } from './storage-keys.ts';

/**
 * A signed-in home's first screen, painted from the stored session before any module script runs. The gateway
 * writes the frame into the HTML hidden (`#prerender[data-role]`), with the greeting of each hour of the day in
 * `data-greetings` and the UTC offset of the zone those hours are in (Chile's, when it served the page) in
 * `data-utc-offset`; this runs from an inline script right after it (the gateway bundles this file) and shows it
 * only to the role's own user with an unexpired access token; anyone else never sees it, it is removed. A word that
 * follows the person's gender (`data-by-gender`) holds the neutral one and, in `data-female` / `data-male`, the others.
 * The shell hands off to React as for a public page (shell/src/lib/prerender-handoff.ts).
 */
export function paintHomeFrame(doc: Document, storage: Storage, now: Date): boolean {
  const frame = doc.getElementById('prerender');
  const role = frame?.dataset['role'];
  if (!frame || !role) return false;
  const person = storedPerson(storage, role, now.getTime());
  const greeting = greetingAt(frame.dataset['greetings'], hourAt(Number(frame.dataset['utcOffset']), now));
  if (person === null || greeting === null) {
    frame.remove();
    return false;
  }
  for (const slot of frame.querySelectorAll('[data-first-name]')) slot.textContent = person.firstName;
  for (const slot of frame.querySelectorAll('[data-by-gender]')) {
    const word = person.gender ? slot.getAttribute(`data-${person.gender.toLowerCase()}`) : null;
    if (word) slot.textContent = word;
  }
  for (const slot of frame.querySelectorAll('[data-greeting]')) slot.textContent = greeting;
  frame.hidden = false;
  return true;
}

/** The stored user's first name, as the home's greeting words it, and gender, when they are signed in with `role`; else null. */
export function storedPerson(storage: Storage, role: string, nowMs: number): { firstName: string; gender: string | null } | null {
  try {
    const user: unknown = JSON.parse(storage.getItem(storageKeys.user) ?? 'null');
    const access = storage.getItem(storageKeys.access);
    const expiresAt = access ? tokenExpiresAt(access) : null;
    if (expiresAt === null || expiresAt <= nowMs) return null;
    if (!user || typeof user !== 'object' || !('user_type' in user) || !('first_name' in user)) return null;
    if (user.user_type !== role || typeof user.first_name !== 'string') return null;
    const gender = 'gender' in user && typeof user.gender === 'string' ? user.gender : null;
    return { firstName: user.first_name.split(' ')[0] ?? '', gender };
  } catch {
    return null;
  }
}

/**
 * The hour of day at `utcOffsetMinutes` from UTC, by the viewer's clock (as React's greeting reads it); null without
 * an offset. Not with Intl and a time zone: its first use loads the zone data, tens of ms before the first paint.
 */
export function hourAt(utcOffsetMinutes: number, now: Date): number | null {
  if (!Number.isInteger(utcOffsetMinutes)) return null;
  const minuteOfDay = (((Math.floor(now.getTime() / 60_000) + utcOffsetMinutes) % 1440) + 1440) % 1440;
  return Math.floor(minuteOfDay / 60);
}

function greetingAt(greetings: string | undefined, hour: number | null): string | null {
  try {
    const byHour: unknown = JSON.parse(greetings ?? 'null');
    const greeting = Array.isArray(byHour) && hour !== null ? byHour[hour] : null;
    return typeof greeting === 'string' ? greeting : null;
  } catch {
    return null;
  }
}
