import { createHash, randomBytes } from 'node:crypto';
import type { CalendarLink, CalendarLinkStatus } from '@emind/contracts';
import { appointmentStatusLabels, CALENDAR_TOKEN_PATTERN, calendarPatientName, calendarSyncMessages, meetingLinkOf, webcalUrl } from '@emind/domain';
import { HttpError, lockPersonForBooking, notFound, recordListAccess, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { feedCalendar } from './feed-calendar.ts';
import { insertFeed, isActiveAccount, liveFeedOf, ownerOfLiveFeed, revokeLiveFeeds, upcomingSessionsOf, type FeedSessionRow } from './feeds.repository.ts';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
const feedUrl = (ctx: BookingContext, token: string): string => `${ctx.config.publicOrigin}/api/calendar/${token}.ics`;

function requirePersonWithSessions(user: AuthUser): asserts user is AuthUser & { userType: 'client' | 'psychologist' } {
  if (user.userType !== 'client' && user.userType !== 'psychologist') throw new HttpError(403, { detail: calendarSyncMessages.onlyPeopleWithSessions });
}

/**
 * 'Generar enlace': a new secret address; the person's earlier one stops answering in the same transaction. It
 * waits on the person's booking turn, so it is ordered with an erasure of the account (which removes the feeds).
 */
export async function createCalendarLink(ctx: BookingContext, user: AuthUser): Promise<CalendarLink> {
  requirePersonWithSessions(user);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const createdAt = await ctx.db.transaction().execute(async (trx) => {
    await lockPersonForBooking(trx, user.id, user.userType);
    if (!(await isActiveAccount(trx, user.id))) throw new HttpError(403, { detail: calendarSyncMessages.accountInactive });
    await revokeLiveFeeds(trx, user.id, now);
    return insertFeed(trx, user.id, hashOf(token), now);
  });
  const url = feedUrl(ctx, token);
  return { url, webcal_url: webcalUrl(url), created_at: createdAt.toISOString() };
}

export async function calendarLinkStatus(ctx: BookingContext, user: AuthUser): Promise<CalendarLinkStatus> {
  requirePersonWithSessions(user);
  const createdAt = await liveFeedOf(ctx.db, user.id);
  return { exists: createdAt !== null, created_at: createdAt?.toISOString() ?? null };
}

/** A psychologist's calendar names the patient by first name and initial; a patient's names the psychologist. */
function summaryOf(row: FeedSessionRow, ownerIsPsychologist: boolean): string {
  if (ownerIsPsychologist) return `Sesión con ${calendarPatientName(row.first_name ?? '', row.last_name ?? '')}`;
  const psychologist = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return psychologist ? `Sesión de psicoterapia en e-mind con ${psychologist}` : 'Sesión de psicoterapia en e-mind';
}

/**
 * The feed behind a token (`<token>.ics`); an unknown, revoked or malformed token, or an inactive account: 404. A
 * psychologist's feed names their patients, so it is a list read of each of them, recorded with the read.
 */
export async function calendarFeed(ctx: BookingContext, file: string): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  if (!CALENDAR_TOKEN_PATTERN.test(token)) throw notFound(calendarSyncMessages.feedNotFound);
  const { owner, rows } = await ctx.db.transaction().execute(async (trx) => {
    const owner = await ownerOfLiveFeed(trx, hashOf(token));
    if (!owner || (owner.user_type !== 'client' && owner.user_type !== 'psychologist')) throw notFound(calendarSyncMessages.feedNotFound);
    const party = owner.user_type === 'psychologist' ? 'psychologist_id' : 'client_id';
    const rows = await upcomingSessionsOf(trx, party, owner.profile_id, ctx.now());
    if (party === 'psychologist_id') {
      const patients = rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
      const read = { actorUserId: owner.user_id, actorRole: owner.user_type, resource: 'calendar_feed' } as const;
      await recordListAccess(trx, 'booking', patients.map((subjectUserId) => ({ ...read, subjectUserId })), ctx.now());
    }
    return { owner, rows };
  });
  const ownerIsPsychologist = owner.user_type === 'psychologist';
  return feedCalendar(
    'e-mind · Mis sesiones',
    rows.map((row) => ({
      id: row.id,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      sequence: row.calendar_sequence,
      confirmed: row.status === 'CONFIRMED' || row.status === 'COMPLETED',
      summary: summaryOf(row, ownerIsPsychologist),
      statusLabel: appointmentStatusLabels[row.status],
      meetingLink: meetingLinkOf(row, ctx.config),
    })),
  );
}
