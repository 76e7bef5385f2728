import { useEffect, useState } from 'react';
import type { Appointment } from '@emind/contracts';
import { Button, HStack } from '@emind/web-ui';
import { JoinSessionButton } from '@emind/web-video';
import { downloadCalendar } from '../api/download-calendar';

/** Once CONFIRMED: 'Unirse a la sesión' and the .ics. */
export function JoinSession({ appointment }: { appointment: Appointment }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!appointment.meeting_link) return null;
  return (
    <HStack gap="3" wrap="wrap">
      <JoinSessionButton appointment={appointment} now={now} />
      <Button variant="outline" onClick={() => void downloadCalendar(appointment.id, appointment.code)}>Agregar a mi calendario</Button>
    </HStack>
  );
}
