import { useState } from 'react';
import type { Appointment } from '@emind/contracts';
import { chileToday, type CancellationPolicy, type PaymentMethodId, type Slot } from '@emind/domain';
import { Alert, Button, Field, Grid, Spinner, Stack, Text, Textarea } from '@emind/web-ui';
import { ScreenDialog } from '@emind/web-ui/dialogs';
import { MonthCalendar, monthOf, selectableDay, SlotGrid, useAvailableDays } from '@emind/web-appointments';
import { useCreateAppointment } from '../api/create-appointment';
import { useStartWebpay } from '../api/start-webpay';
import { usePaymentMethods } from '../api/get-payment-methods';
import { bookingErrorMessage, slotsErrorMessage } from './booking-error';
import { PaymentInfoDialog } from './payment-info-dialog';
import { PaymentMethods } from './payment-methods';
import { CancellationPolicyNote } from './cancellation-policy-note';
import { useRequestedSlot } from '../hooks/use-requested-slot';
import { WaitlistPanel } from './waitlist/waitlist-panel';
import { useCreateSeries } from '../api/series/create-series';
import { useSeriesPreview } from '../api/series/get-series-preview';
import { SeriesOption } from './series/series-option';

interface BookingDialogProps {
  psychologistId: string;
  specialistName: string;
  /** Shown before paying; null while unknown. */
  cancellationPolicy?: CancellationPolicy | null;
  onClose: () => void;
}

/** Spec 2 'Booking modal': day and slot, then the payment method, then the payment information. */
export function BookingDialog({ psychologistId, specialistName, cancellationPolicy = null, onClose }: BookingDialogProps) {
  const today = chileToday(new Date());
  const days = useAvailableDays(psychologistId);
  const booking = useCreateAppointment(psychologistId);
  const [step, setStep] = useState<'slot' | 'payment'>('slot');
  const requested = useRequestedSlot();
  const [chosenDay, setChosenDay] = useState<string | null>(requested?.date ?? null);
  const [month, setMonth] = useState<string | null>(null);
  const [slot, setSlot] = useState<Pick<Slot, 'start_time'> | null>(requested);
  const [note, setNote] = useState('');
  const [method, setMethod] = useState<PaymentMethodId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<Appointment | null>(null);
  const [weeks, setWeeks] = useState<number | null>(null);
  const series = useCreateSeries(psychologistId);
  const webpay = useStartWebpay();
  const offered = usePaymentMethods();

  const available = days.data ?? [];
  const day = selectableDay(chosenDay, available);
  const shownMonth = month ?? (day ? monthOf(day) : monthOf(today));
  const slots = available.find((entry) => entry.date === day)?.slots ?? [];
  const chosenSlot = slots.find((entry) => entry.start_time === slot?.start_time) ?? null;
  const slotParams = day && chosenSlot ? { psychologist: Number(psychologistId), date: day, start_time: chosenSlot.start_time, end_time: chosenSlot.end_time } : null;
  const seriesPreview = useSeriesPreview(slotParams && weeks !== null ? { ...slotParams, weeks } : null);
  // A series books only the dates the preview shows free; fewer than two free is not a series.
  const skipDates = seriesPreview.data?.dates.filter((entry) => !entry.free).map((entry) => entry.date) ?? [];
  const seriesReady = weeks === null || (seriesPreview.isSuccess && seriesPreview.data.dates.length - skipDates.length >= 2);

  // A card payment goes on to Transbank's form (a series' first session now, the others from Mis Citas); should Webpay
  // not start, the booking is shown as made and unpaid.
  const pay = (appointment: Appointment) =>
    method === 'credit_card' ? webpay.mutate(appointment.id, { onError: () => setBooked(appointment) }) : setBooked(appointment);

  const confirm = () => {
    if (!day || !chosenSlot || !method) return;
    setError(null);
    if (weeks !== null) {
      series.mutate(
        { psychologist: Number(psychologistId), date: day, start_time: chosenSlot.start_time, end_time: chosenSlot.end_time, payment_method: method, client_notes: note.trim(), weeks, skip_dates: skipDates },
        {
          onSuccess: (result) => {
            const [first] = result.appointments;
            if (first) pay(first);
          },
          onError: (cause) => {
            setError(bookingErrorMessage(cause));
            setStep('slot');
          },
        },
      );
      return;
    }
    booking.mutate(
      { psychologist: Number(psychologistId), date: day, start_time: chosenSlot.start_time, end_time: chosenSlot.end_time, payment_method: method, client_notes: note.trim() },
      {
        onSuccess: pay,
        onError: (cause) => {
          setError(bookingErrorMessage(cause));
          setSlot(null);
          setStep('slot');
        },
      },
    );
  };

  if (booked) return <PaymentInfoDialog appointment={booked} onClose={onClose} />;
  const withCalendar = step === 'slot' && days.isSuccess && available.length > 0;

  return (
    <ScreenDialog title={step === 'slot' ? `Agendar consulta con ${specialistName}` : 'Método de pago'} onClose={onClose} size={withCalendar ? 'xl' : 'lg'} closeButton
      footer={
        <>
          {step === 'slot' ? (
            <>
              <Button variant="outline" onClick={onClose}>Cancelar</Button>
              <Button colorPalette="brand" disabled={!chosenSlot || !seriesReady} onClick={() => setStep('payment')}>Continuar</Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => setStep('slot')} disabled={booking.isPending || series.isPending}>Volver</Button>
              <Button colorPalette="brand" disabled={!method} loading={booking.isPending || series.isPending || webpay.isPending || webpay.isSuccess} onClick={confirm}>Confirmar y Pagar</Button>
            </>
          )}
        </>
      }
    >
      {error ? (
        <Alert.Root status="error" mb="4" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      {step === 'slot' ? (
        <Stack gap="5">
          <Text color="fg.muted">Selecciona un día y un horario disponible</Text>
          {days.isPending ? <Spinner color="brand.500" aria-label="Cargando horarios" /> : null}
          {days.isError ? <Text color="red.700" role="alert">{slotsErrorMessage(days.error)}</Text> : null}
          {days.isSuccess && available.length === 0 ? (
            <Text role="status">No hay horarios disponibles para este psicólogo en los próximos días.</Text>
          ) : null}
          {withCalendar ? (
            // Beside the calendar from tablet width up, under it on a phone: the slots never leave a column empty.
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="6" alignItems="start">
              <MonthCalendar focusOnOpen month={shownMonth} currentMonth={monthOf(today)} today={today} days={available} selected={day}
                onMonthChange={setMonth} onSelect={(date) => { setChosenDay(date); setSlot(null); }} />
              <Stack gap="5">
                <SlotGrid slots={slots} selected={chosenSlot} onSelect={setSlot} />
                {slotParams ? <SeriesOption params={slotParams} weeks={weeks} onWeeksChange={setWeeks} /> : null}
                <Field.Root>
                  <Field.Label>Nota para el psicólogo (opcional)</Field.Label>
                  <Textarea value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} placeholder="Cuéntale brevemente el motivo de tu consulta" />
                </Field.Root>
              </Stack>
            </Grid>
          ) : null}
          {days.isSuccess ? <WaitlistPanel psychologistId={Number(psychologistId)} specialistName={specialistName} full={available.length === 0} /> : null}
        </Stack>
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">Selecciona un método de pago para completar tu reserva</Text>
          <PaymentMethods selected={method} onSelect={setMethod} offered={offered.data?.methods ?? null} />
          <CancellationPolicyNote policy={cancellationPolicy} />
        </Stack>
      )}
    </ScreenDialog>
  );
}
