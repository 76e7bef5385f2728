import { useEffect, useState } from 'react';
import type { Appointment } from '@emind/contracts';
import { canJoinMeeting, MEETING_OPENS_MINUTES_BEFORE } from '@emind/domain';
import { Button, HStack, Link, Text } from '@emind/web-ui';
import { instantInChile } from '@emind/web-appointments';
import { downloadCalendar } from '../api/download-calendar';

/** Once CONFIRMED: the video link (active from 10 minutes before the start until the end) and the .ics. */
export function JoinSession({ appointment }: { appointment: Appointment }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!appointment.meeting_link) return null;
  const open = canJoinMeeting(new Date(appointment.starts_at), new Date(appointment.ends_at), now);
  const opensAt = new Date(new Date(appointment.starts_at).getTime() - MEETING_OPENS_MINUTES_BEFORE * 60_000).toISOString();
  return (
    <HStack gap="3" wrap="wrap">
      {open ? (
        <Button asChild colorPalette="green">
          <Link href={appointment.meeting_link} target="_blank" rel="noopener noreferrer">Unirse a la sesión</Link>
        </Button>
      ) : (
        <Text fontSize="sm" color="fg.muted">El enlace a la sesión se activa el {instantInChile(opensAt)}.</Text>
      )}
      <Button variant="outline" onClick={() => void downloadCalendar(appointment.id, appointment.code)}>Agregar a mi calendario</Button>
    </HStack>
  );
}
