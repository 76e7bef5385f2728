/**
 * Calendar sync ('Sincronizar con mi calendario'): a private iCalendar subscription per person. The pieces the
 * server and the screens share.
 */

/** How a psychologist's subscribed calendar names a patient: first name and the initial of the last ('Camila S.'). */
export function calendarPatientName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = lastName.trim().charAt(0).toLocaleUpperCase('es-CL');
  if (!first) return initial ? `${initial}.` : 'Paciente';
  return initial ? `${first} ${initial}.` : first;
}

/** The same feed for calendar apps that open `webcal://` links (Apple Calendar, Outlook) to subscribe at once. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//i, 'webcal://');
}

/** A feed token: 32 random bytes in base64url (256 bits, above the 128 the rule asks). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const calendarSyncMessages = {
  onlyPeopleWithSessions: 'Solo pacientes y psicólogos pueden sincronizar su calendario.',
  accountInactive: 'Tu cuenta no está activa.',
  feedNotFound: 'Calendario no encontrado',
} as const;
