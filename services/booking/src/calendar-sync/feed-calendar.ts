import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { CHILE_TIME_ZONE } from '@emind/domain';
import ical, { ICalEventStatus } from 'ical-generator';
import { calendarUid } from '../calendar/appointment-calendar.ts';

export interface FeedSession {
  id: number;
  startsAt: Date;
  endsAt: Date;
  /** The appointment's calendar_sequence: the feed and the e-mailed invitation are one event. */
  sequence: number;
  confirmed: boolean;
  summary: string;
  statusLabel: string;
  meetingLink: string | null;
}

/** Calendar apps poll a subscription; once an hour is what they are asked to do. */
const REFRESH = 60 * 60;

/**
 * A person's subscription feed: no METHOD (it publishes, it does not invite), no attendees or e-mail addresses,
 * each session with the UID and SEQUENCE its invitation mail carries and Chile's VTIMEZONE.
 */
export function feedCalendar(name: string, sessions: FeedSession[]): string {
  const calendar = ical({
    prodId: { company: 'e-mind', product: 'citas', language: 'ES' },
    name,
    ttl: REFRESH,
    timezone: { name: CHILE_TIME_ZONE, generator: getVtimezoneComponent },
  });
  for (const session of sessions) {
    calendar.createEvent({
      id: calendarUid(session.id),
      sequence: session.sequence,
      start: new TZDate(session.startsAt.getTime(), CHILE_TIME_ZONE),
      end: new TZDate(session.endsAt.getTime(), CHILE_TIME_ZONE),
      timezone: CHILE_TIME_ZONE,
      summary: session.summary,
      description: [`Estado: ${session.statusLabel}`, session.meetingLink ? `Únete a la videollamada: ${session.meetingLink}` : null]
        .filter((line) => line !== null)
        .join('\n'),
      ...(session.meetingLink ? { location: session.meetingLink, url: session.meetingLink } : {}),
      status: session.confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    });
  }
  return calendar.toString();
}
