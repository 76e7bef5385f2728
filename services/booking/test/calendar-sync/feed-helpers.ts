import ICAL from 'ical.js';
import { bearer, type Session, type TestApp } from '../helpers.ts';

export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  sequence: number;
  status: string | null;
  start: Date;
  end: Date;
  startTzid: string | null;
  hasAttendees: boolean;
}

/** Reads a feed back with a real iCalendar parser (ical.js), resolving times through the feed's own VTIMEZONE. */
export function parseFeed(ics: string): { name: string | null; timezones: string[]; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timezones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of timezones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      sequence: event.sequence,
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startTzid: component.getFirstProperty('dtstart')?.getParameter('tzid')?.toString() ?? null,
      hasAttendees: event.attendees.length > 0 || component.hasProperty('organizer'),
    };
  });
  return {
    name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null,
    timezones: timezones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events,
  };
}

export const linkStatus = (t: TestApp, session: Session) =>
  t.app.inject({ method: 'GET', url: '/api/calendar/link/', headers: bearer(session.access) });

export const createLink = (t: TestApp, session: Session) =>
  t.app.inject({ method: 'POST', url: '/api/calendar/link/', headers: bearer(session.access) });

/** Fetches a feed as a calendar app does: by its address alone, no bearer. */
export function fetchFeed(t: TestApp, url: string) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname });
}

/** A fresh link's address, or throws. */
export async function newFeedUrl(t: TestApp, session: Session): Promise<string> {
  const response = await createLink(t, session);
  if (response.statusCode !== 201) throw new Error(`calendar link: ${response.statusCode} ${response.body}`);
  return response.json<{ url: string }>().url;
}
