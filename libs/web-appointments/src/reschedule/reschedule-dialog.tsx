import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { rescheduleAppointmentBody, type Appointment } from '@emind/contracts';
import { chileToday, type Slot } from '@emind/domain';
import { Alert, Button, Spinner, Stack, Text, Textarea, toast } from '@emind/web-ui';
import { FormField } from '@emind/web-ui/forms';
import { ScreenDialog } from '@emind/web-ui/dialogs';
import { monthOf, selectableDay } from '../booking-calendar/calendar-month.ts';
import { useAvailableDays } from '../booking-calendar/get-available-days.ts';
import { MonthCalendar } from '../booking-calendar/month-calendar.tsx';
import { SlotGrid } from '../booking-calendar/slot-grid.tsx';
import { appointmentWhen } from '../format.ts';
import { rescheduleErrorMessage, useRescheduleAppointment } from './reschedule-appointment.ts';
import { LoadError } from '@emind/web-ui/lists';

interface RescheduleDialogProps {
  appointment: Appointment;
  /** The psychologist writes a note to the patient; the patient does not. */
  withNote: boolean;
  onClose: () => void;
  onRescheduled: (appointment: Appointment) => void;
}

/** The note's rule is the route's (contracts' rescheduleAppointmentBody): its message, or true when it passes. */
export const noteProblem = (note: string): string | true => rescheduleAppointmentBody.shape.note.safeParse(note).error?.issues[0]?.message ?? true;

/** 'Reprogramar': the psychologist's free days and slots (as in the booking modal), then confirm. */
export function RescheduleDialog({ appointment, withNote, onClose, onRescheduled }: RescheduleDialogProps) {
  const today = chileToday(new Date());
  const days = useAvailableDays(String(appointment.psychologist));
  const move = useRescheduleAppointment(appointment);
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [error, setError] = useState<string | null>(null);

  const available = days.data ?? [];
  const day = selectableDay(chosenDay, available);
  const slots = available.find((entry) => entry.date === day)?.slots ?? [];
  const chosenSlot = slots.find((entry) => entry.start_time === slot?.start_time) ?? null;

  const submit = form.handleSubmit(({ note }) => {
    if (!day || !chosenSlot) return;
    setError(null);
    move.mutate({ date: day, start_time: chosenSlot.start_time, end_time: chosenSlot.end_time, note: note.trim() }, {
      onSuccess: (moved) => {
        toast.success(`Cita reprogramada: ${appointmentWhen(moved)}`);
        onRescheduled(moved);
      },
      onError: (cause) => {
        setError(rescheduleErrorMessage(cause));
        setSlot(null);
      },
    });
  });

  return (
    <ScreenDialog title={`Reprogramar cita ${appointment.code}`} onClose={onClose} onSubmit={(event) => void submit(event)} closeButton
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={move.isPending}>Volver</Button>
          <Button type="submit" colorPalette="brand" disabled={!chosenSlot} loading={move.isPending}>Confirmar nuevo horario</Button>
        </>
      }
    >
      <Stack gap="5">
        <Text>Horario actual: {appointmentWhen(appointment)}</Text>
        {error ? <Alert.Root status="error" rounded="md"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root> : null}
        <Text color="fg.muted">Selecciona un nuevo día y un horario disponible</Text>
        {days.isPending ? <Spinner color="brand.500" aria-label="Cargando horarios" /> : null}
        {days.isError ? (
          <LoadError message="No se pudieron cargar los horarios disponibles." onRetry={() => void days.refetch()} />
        ) : null}
        {days.isSuccess && available.length === 0 ? <Text role="status">No hay otros horarios disponibles en los próximos días.</Text> : null}
        {days.isSuccess && available.length > 0 ? (
          <>
            <MonthCalendar month={month ?? (day ? monthOf(day) : monthOf(today))} currentMonth={monthOf(today)} today={today} days={available}
              selected={day} onMonthChange={setMonth} onSelect={(date) => { setChosenDay(date); setSlot(null); }} />
            <SlotGrid slots={slots} selected={chosenSlot} onSelect={setSlot} />
          </>
        ) : null}
        {withNote ? (
          <FormField label="Nota para el paciente (opcional)" error={form.formState.errors.note?.message}>
            <Textarea {...form.register('note', { validate: noteProblem })} placeholder="Cuéntale por qué cambia la hora" />
          </FormField>
        ) : null}
      </Stack>
    </ScreenDialog>
  );
}
