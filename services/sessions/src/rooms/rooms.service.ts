import { createHash, randomBytes } from 'node:crypto';
import type { SessionRefusal, SessionRoom, SessionTicket } from '@emind/contracts';
import { sessionRoomRefusal, sessionRoomState, sessionWindow, type SessionRoomRole } from '@emind/domain';
import { HttpError, notFound, recordAccess, type AuthUser } from '@emind/server-kit';
import type { SessionsContext } from '../context.ts';
import type { SessionAppointment } from '../db/schema.ts';
import { appointmentFacts, attendanceOf, ensureRoom, roomOf, storeTicket, takeTicket, waitingFor } from './rooms.repository.ts';
import { iceServersFor } from './turn-credentials.ts';

export const TICKET_TTL_MS = 60_000;
/** TURN credentials outlive the window by this much: a call in progress is not cut at the end. */
const TURN_CREDENTIAL_MARGIN_MS = 60 * 60_000;

export const sessionMessages = {
  notFound: 'Sesión no encontrada',
} as const;

interface ViewedRoom {
  facts: SessionAppointment;
  role: SessionRoomRole;
  room: SessionRoom;
}

const hashOf = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

function roleOf(facts: SessionAppointment, user: AuthUser): SessionRoomRole | null {
  if (user.userType === 'psychologist' && facts.psychologist_user_id === user.id) return 'psychologist';
  if (user.userType === 'client' && facts.client_user_id === user.id) return 'patient';
  return null;
}

/** The room as one of its two people sees it; anyone else gets the same 404 as for an appointment that does not exist. */
export async function roomForViewer(ctx: SessionsContext, appointmentId: number, user: AuthUser, now = new Date()): Promise<ViewedRoom> {
  const facts = await appointmentFacts(ctx.db, appointmentId);
  const role = facts ? roleOf(facts, user) : null;
  if (!facts || !role) throw notFound(sessionMessages.notFound);
  const stored = await roomOf(ctx.db, appointmentId);
  const startsAt = new Date(facts.starts_at);
  const endsAt = new Date(facts.ends_at);
  const { opensAt, closesAt } = sessionWindow({ startsAt, endsAt }, ctx.config.window);
  const state = sessionRoomState({ status: facts.status, startsAt, endsAt, endedAt: stored?.ended_at ?? null }, now, ctx.config.window);
  return {
    facts,
    role,
    room: {
      appointment_id: appointmentId, role, state, opens_at: opensAt.toISOString(), closes_at: closesAt.toISOString(),
      starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString(),
    },
  };
}

const refusalCodes = { early: 'room_not_open', closed: 'room_not_open', not_confirmed: 'not_confirmed', ended: 'session_ended' } as const;

/** A single-use ticket for the signaling socket, with the ICE servers for the call; 409 outside the window. */
export async function issueTicket(ctx: SessionsContext, appointmentId: number, user: AuthUser, now = new Date()): Promise<SessionTicket> {
  const { role, room } = await roomForViewer(ctx, appointmentId, user, now);
  if (room.state !== 'open') {
    const refusal: SessionRefusal = {
      code: refusalCodes[room.state], detail: sessionRoomRefusal(room.state, new Date(room.opens_at)), opens_at: room.opens_at, closes_at: room.closes_at,
    };
    throw new HttpError(409, refusal);
  }
  const ticket = randomBytes(32).toString('base64url');
  await ensureRoom(ctx.db, appointmentId);
  await storeTicket(ctx.db, { hash: hashOf(ticket), appointmentId, userId: user.id, role, expiresAt: new Date(now.getTime() + TICKET_TTL_MS) });
  const credentialsUntil = new Date(Math.max(new Date(room.closes_at).getTime(), now.getTime()) + TURN_CREDENTIAL_MARGIN_MS);
  return {
    ticket,
    ice_servers: iceServersFor(ctx.config.turn, credentialsUntil),
    ice_transport_policy: ctx.config.relayOnly ? 'relay' : 'all',
    role,
    opens_at: room.opens_at,
    closes_at: room.closes_at,
  };
}

/** The ticket's holder, once: a second use, a late one, or one for another room finds nothing. */
export async function redeemTicket(ctx: SessionsContext, appointmentId: number, ticket: string): Promise<{ userId: number; role: SessionRoomRole } | null> {
  const taken = await takeTicket(ctx.db, hashOf(ticket), appointmentId);
  return taken ? { userId: taken.user_id, role: taken.role } : null;
}

/**
 * Who joined and left, for the appointment's psychologist only. The patient's join times are their personal data read
 * by someone else: the read is recorded in the access log, in the transaction that reads them.
 */
export async function attendanceForPsychologist(ctx: SessionsContext, appointmentId: number, user: AuthUser) {
  const { facts, role } = await roomForViewer(ctx, appointmentId, user);
  if (role !== 'psychologist') throw notFound(sessionMessages.notFound);
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await attendanceOf(trx, appointmentId);
    if (rows.some((row) => row.role === 'patient')) {
      await recordAccess(trx, 'sessions', {
        subjectUserId: facts.client_user_id, actorUserId: user.id, actorRole: user.userType, resource: 'session_attendance', resourceId: appointmentId,
      });
    }
    return rows.map((row) => ({ role: row.role, joined_at: new Date(row.joined_at).toISOString(), left_at: row.left_at ? new Date(row.left_at).toISOString() : null }));
  });
}

export async function waitingList(ctx: SessionsContext, user: AuthUser) {
  const rows = await waitingFor(ctx.db, user.id);
  return rows.map((row) => ({ appointment_id: row.appointment_id, since: new Date(row.since).toISOString() }));
}
