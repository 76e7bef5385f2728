import { useCallback, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@emind/contracts';
import type { AppointmentStatus } from '@emind/domain';
import { formatClp, isReceivedStatus } from '@emind/domain';
import { Box, CloseButton, ConfirmDialog, Drawer, Portal, Separator, Stack, Text } from '@emind/web-ui';
import { AttendanceList, JoinSessionButton, useWaitingAppointmentIds } from '@emind/web-video';
import { AppointmentStatusBadge, appointmentWhen, RescheduleAction } from '@emind/web-appointments';
import { BoletaPanel } from '@emind/web-billing';
import { agendaKey } from '../api/get-agenda-appointments.ts';
import { PrivateNotes } from './private-notes.tsx';
import { StatusChange } from './status-change.tsx';

// What the psychologist weighs when marking a started session completed or missed.
const attendanceStatuses: readonly AppointmentStatus[] = ['CONFIRMED', 'COMPLETED', 'NO_SHOW'];

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      {children}
    </Box>
  );
}

interface AppointmentDrawerProps {
  appointment: Appointment | null;
  onChange: (appointment: Appointment) => void;
  onClose: () => void;
}

/** 'Detalles de la Cita', at the right: the appointment, its status change and the private notes. */
export function AppointmentDrawer({ appointment, onChange, onClose }: AppointmentDrawerProps) {
  const queryClient = useQueryClient();
  const waiting = useWaitingAppointmentIds();
  const [now] = useState(() => new Date());
  const [unsavedNotes, setUnsavedNotes] = useState(false);
  const [askingToClose, setAskingToClose] = useState(false);
  const noteDirtyChange = useCallback((dirty: boolean) => setUnsavedNotes(dirty), []);
  const close = () => {
    setUnsavedNotes(false);
    setAskingToClose(false);
    onClose();
  };
  // Clinical notes are never lost to a stray Escape or click outside: closing over unsaved text asks first.
  const requestClose = () => (unsavedNotes ? setAskingToClose(true) : close());
  const moved = (next: Appointment) => {
    onChange(next);
    void queryClient.invalidateQueries({ queryKey: agendaKey });
  };
  return (
    <Drawer.Root open={appointment !== null} placement="end" size="md" onOpenChange={(details) => { if (!details.open) requestClose(); }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Detalles de la Cita</Drawer.Title>
            </Drawer.Header>
            {appointment ? (
              <Drawer.Body>
                <Stack gap={4} key={appointment.id}>
                  <Item label="Paciente">
                    <Text fontWeight="semibold">{appointment.client_name}</Text>
                    <Text fontSize="sm">{appointment.client_data.email}{appointment.client_data.phone ? ` · ${appointment.client_data.phone}` : ''}</Text>
                  </Item>
                  <Item label="Fecha y hora">
                    <Text>{appointmentWhen(appointment)}</Text>
                    <RescheduleAction appointment={appointment} withNote onRescheduled={moved} />
                  </Item>
                  <Item label="Estado"><AppointmentStatusBadge status={appointment.status} /></Item>
                  <Item label="Monto"><Text>{formatClp(appointment.payment_amount)}</Text></Item>
                  <Item label="Nota del paciente">
                    <Text whiteSpace="pre-wrap" color={appointment.client_notes ? undefined : 'fg.muted'}>
                      {appointment.client_notes || 'El paciente no dejó una nota.'}
                    </Text>
                  </Item>
                  {appointment.status === 'CONFIRMED' && appointment.meeting_link ? (
                    <Item label="Videollamada">
                      {waiting.has(appointment.id) ? <Text fontWeight="semibold" color="green.700">Tu paciente está en la sala de espera.</Text> : null}
                      <JoinSessionButton appointment={appointment} now={now} />
                    </Item>
                  ) : null}
                  {attendanceStatuses.includes(appointment.status) ? (
                    <Item label="Asistencia a la sala"><AttendanceList appointmentId={appointment.id} /></Item>
                  ) : null}
                  {isReceivedStatus(appointment.status) ? (
                    <Item label="Boleta de honorarios">
                      {appointment.is_first_appointment
                        ? <Text fontSize="sm">La primera sesión la recibe e-mind, que emite su boleta.</Text>
                        : <BoletaPanel appointmentId={appointment.id} />}
                    </Item>
                  ) : null}
                  <Separator />
                  <StatusChange appointment={appointment} onUpdated={onChange} />
                  <Separator />
                  <PrivateNotes appointment={appointment} onSaved={onChange} onDirtyChange={noteDirtyChange} />
                </Stack>
              </Drawer.Body>
            ) : null}
            <Drawer.CloseTrigger asChild><CloseButton size="sm" aria-label="Cerrar" /></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      <ConfirmDialog
        open={askingToClose}
        title="¿Cerrar sin guardar las notas?"
        confirmLabel="Cerrar sin guardar"
        confirmPalette="red"
        onClose={() => setAskingToClose(false)}
        onConfirm={close}
      >
        Escribiste notas que aún no guardaste. Si cierras ahora, se perderán.
      </ConfirmDialog>
    </Drawer.Root>
  );
}
