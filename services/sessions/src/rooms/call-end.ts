import type { SessionCloseCause } from '@emind/contracts';
import { sessionRoomState, type SessionRoomState, type SessionWindowMinutes } from '@emind/domain';
import type { LiveCallFacts } from './rooms.repository.ts';

const causeOfState: Record<Exclude<SessionRoomState, 'open'>, SessionCloseCause> = {
  ended: 'ended',
  not_confirmed: 'notConfirmed',
  // Still confirmed but not yet open: it was moved to a later time.
  early: 'rescheduled',
  closed: 'windowClosed',
};

/**
 * Why a call in progress must end now, or null while it may go on: the same room state that gives tickets, so a call
 * lasts until the room closes (the end plus EMIND_SESSION_GRACE_MINUTES) and no longer; an appointment gone from
 * booking's view (erased) or an account deactivated or erased ends it too.
 */
export function callEndCause(facts: LiveCallFacts | undefined, now: Date, window: SessionWindowMinutes): SessionCloseCause | null {
  if (!facts) return 'notConfirmed';
  if (!facts.accounts_active) return 'accountInactive';
  const state = sessionRoomState(
    { status: facts.status, startsAt: new Date(facts.starts_at), endsAt: new Date(facts.ends_at), endedAt: facts.ended_at ? new Date(facts.ended_at) : null },
    now,
    window,
  );
  return state === 'open' ? null : causeOfState[state];
}
