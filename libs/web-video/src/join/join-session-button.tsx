import { Link as RouterLink } from 'react-router-dom';
import type { Appointment } from '@emind/contracts';
import { canJoinMeeting, formatLongDateTime, MEETING_OPENS_MINUTES_BEFORE } from '@emind/domain';
import { Button, Link, Text } from '@emind/web-ui';
import { inAppSessionPath } from './meeting-link.ts';

type JoinableAppointment = Pick<Appointment, 'meeting_link' | 'starts_at' | 'ends_at'>;

/**
 * 'Unirse a la sesión'. Our own room opens in the app at any time (it tells the opening time itself when it is
 * too early); an outside link opens in a new tab while its meeting is on.
 */
export function JoinSessionButton({ appointment, now }: { appointment: JoinableAppointment; now: Date }) {
  if (!appointment.meeting_link) return null;
  const inApp = inAppSessionPath(appointment.meeting_link, window.location.origin);
  if (inApp) {
    return (
      <Button asChild colorPalette="brand">
        <RouterLink to={inApp}>Unirse a la sesión</RouterLink>
      </Button>
    );
  }
  if (!canJoinMeeting(new Date(appointment.starts_at), new Date(appointment.ends_at), now)) {
    const opensAt = new Date(new Date(appointment.starts_at).getTime() - MEETING_OPENS_MINUTES_BEFORE * 60_000).toISOString();
    return <Text fontSize="sm" color="fg.muted">El enlace a la sesión se activa el {formatLongDateTime(opensAt)}.</Text>;
  }
  return (
    <Button asChild colorPalette="brand">
      <Link href={appointment.meeting_link} target="_blank" rel="noopener noreferrer">Unirse a la sesión</Link>
    </Button>
  );
}
