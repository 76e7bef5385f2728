import { useState } from 'react';
import type { Appointment } from '@emind/contracts';
import { reschedulableStatuses } from '@emind/domain';
import { Button, Text } from '@emind/web-ui';
import { RescheduleDialog } from './reschedule-dialog.tsx';

interface RescheduleActionProps {
  appointment: Appointment;
  withNote?: boolean;
  onRescheduled: (appointment: Appointment) => void;
}

/**
 * 'Reprogramar' while the server says the viewer may; on an open appointment it may not move any more, the reason
 * instead ('Ya no puedes reprogramar: faltan menos de 24 horas para la sesión.'). Closed ones show nothing.
 */
export function RescheduleAction({ appointment, withNote = false, onRescheduled }: RescheduleActionProps) {
  const [open, setOpen] = useState(false);
  if (!appointment.can_reschedule) {
    if (!appointment.reschedule_blocked_reason || !reschedulableStatuses.includes(appointment.status)) return null;
    return <Text fontSize="sm" color="fg.muted">{appointment.reschedule_blocked_reason}</Text>;
  }
  return (
    <>
      <Button variant="outline" colorPalette="brand" onClick={() => setOpen(true)}>Reprogramar</Button>
      {open ? (
        <RescheduleDialog appointment={appointment} withNote={withNote} onClose={() => setOpen(false)}
          onRescheduled={(moved) => { setOpen(false); onRescheduled(moved); }} />
      ) : null}
    </>
  );
}
