/** Appointment statuses (spec 2 §4, decisions.md: CANCELLED spelling, NO_SHOW exists). */
export const appointmentStatuses = [
  'PENDING_PAYMENT',
  'PAYMENT_UPLOADED',
  'PAYMENT_VERIFIED',
  'CONFIRMED',
  'COMPLETED',
  'CANCELLED',
  'NO_SHOW',
] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  PENDING_PAYMENT: 'Pendiente de pago',
  PAYMENT_UPLOADED: 'Pendiente de verificación',
  PAYMENT_VERIFIED: 'Pago verificado',
  CONFIRMED: 'Confirmada',
  COMPLETED: 'Completada',
  CANCELLED: 'Cancelada',
  NO_SHOW: 'No asistió',
};

/** Statuses that no longer hold the slot: only CANCELLED (decisions.md). */
export const releasedStatuses: readonly AppointmentStatus[] = ['CANCELLED'];

/**
 * Paid, as far as the platform knows: the patient uploaded a proof of the transfer (the money has left their
 * account even before anyone checks it), it was verified, or the session is confirmed. One meaning everywhere: a
 * cancellation from one of these owes a refund, a stranded session on a closed day shows as paid, and a paid session
 * ahead blocks an erasure (`booking.upcoming_sessions`, whose frozen list a test compares with this one).
 */
export const paidStatuses: readonly AppointmentStatus[] = ['PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'CONFIRMED'];

/** Open: the session still holds its slot and may be cancelled or moved, an unpaid hold or a paid session. */
export const openStatuses: readonly AppointmentStatus[] = ['PENDING_PAYMENT', ...paidStatuses];

export const isPaidStatus = (status: AppointmentStatus): boolean => paidStatuses.includes(status);
export const isOpenStatus = (status: AppointmentStatus): boolean => openStatuses.includes(status);

/** A paid session still ahead: it must be cancelled (and refunded) before its patient or psychologist is erased. */
export const isUpcomingPaidSession = (session: { status: AppointmentStatus; startsAt: Date }, now: Date): boolean =>
  isPaidStatus(session.status) && session.startsAt.getTime() > now.getTime();

/** Whether cancelling from `from` owes the patient a refund (made out of band, then marked by an admin). */
export const cancellationOwesRefund = (from: AppointmentStatus | null): boolean => from !== null && isPaidStatus(from);

/** The client may cancel from these, before the session starts. */
export const clientCancellableStatuses: readonly AppointmentStatus[] = openStatuses;

/** Awaiting verification (decisions.md): a proof may be uploaded or replaced, and the payment verified, from these. */
export const verifiableStatuses: readonly AppointmentStatus[] = ['PENDING_PAYMENT', 'PAYMENT_UPLOADED'];

/** Who may verify a payment (decisions.md): an admin always; the psychologist, except a first session's (the platform's). */
export function mayVerifyPayment(verifier: 'admin' | 'psychologist' | 'client', isFirstAppointment: boolean): boolean {
  return verifier === 'admin' || (verifier === 'psychologist' && !isFirstAppointment);
}

/** The psychologist's status changes, exactly the spec's table (spec 2 §4). */
export const psychologistStatusTransitions: Partial<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  PAYMENT_VERIFIED: ['CONFIRMED', 'COMPLETED', 'CANCELLED', 'NO_SHOW'],
  CONFIRMED: ['COMPLETED', 'CANCELLED', 'NO_SHOW'],
};

/** Only once the session has started (decisions.md). */
export const statusesAfterStart: readonly AppointmentStatus[] = ['COMPLETED', 'NO_SHOW'];

/** The statuses the psychologist may move an appointment to from `from`, given whether the session has started. */
export function allowedPsychologistTransitions(from: AppointmentStatus, sessionStarted: boolean): AppointmentStatus[] {
  return (psychologistStatusTransitions[from] ?? []).filter((to) => sessionStarted || !statusesAfterStart.includes(to));
}

export const paymentMethodIds = ['credit_card', 'transfer', 'paypal'] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];

export interface PaymentMethodOption {
  id: PaymentMethodId;
  name: string;
  description: string;
  disabled: boolean;
  disabledMessage: string | null;
}

export const paymentMethods: readonly PaymentMethodOption[] = [
  {
    id: 'credit_card',
    name: 'Tarjeta (Webpay)',
    description: 'Crédito, débito o prepago',
    disabled: false,
    disabledMessage: null,
  },
  {
    id: 'transfer',
    name: 'Transferencia bancaria',
    description: 'Transfiere y sube tu comprobante de pago',
    disabled: false,
    disabledMessage: null,
  },
  { id: 'paypal', name: 'PayPal', description: 'Paga con tu cuenta PayPal', disabled: true, disabledMessage: 'Próximamente disponible' },
];

/** The transfer reference a client writes on the payment: 'EM-000123'. */
export function appointmentCode(id: number): string {
  return `EM-${String(id).padStart(6, '0')}`;
}

/** 'Unirse a la sesión' is active from 10 minutes before the start until the end (decisions.md). */
export const MEETING_OPENS_MINUTES_BEFORE = 10;

export function canJoinMeeting(startsAt: Date, endsAt: Date, now: Date): boolean {
  const opens = startsAt.getTime() - MEETING_OPENS_MINUTES_BEFORE * 60_000;
  return now.getTime() >= opens && now.getTime() < endsAt.getTime();
}

/**
 * Spec 2 §4: upcoming when the date is today (Chile) or later and the status is neither CANCELLED nor
 * COMPLETED; past otherwise. `today` is 'yyyy-MM-dd' in Chile.
 */
export function isUpcomingAppointment(appointment: { date: string; status: AppointmentStatus }, today: string): boolean {
  return appointment.date >= today && appointment.status !== 'CANCELLED' && appointment.status !== 'COMPLETED';
}

export const bookingMessages = {
  slotTaken: 'Este horario ya ha sido reservado. Por favor, seleccione otro horario disponible.',
  slotUnavailable: 'El horario seleccionado no está disponible. Por favor, seleccione otro horario.',
  clientBusy: 'Ya tienes otra cita agendada en ese horario.',
  onlyClientsBook: 'Solo los pacientes pueden agendar citas.',
  psychologistUnavailable: 'Especialista no disponible',
  paymentMethodUnavailable: 'Método de pago no disponible',
  loginRequired: 'Debe iniciar sesión para agendar una cita.',
  missingPsychologist: 'ID del psicólogo no disponible. Por favor, recargue la página.',
  bookingFailed: 'No se pudo agendar la cita.',
  proofRequired: 'Debes seleccionar un archivo antes de subir el comprobante.',
  proofTooLarge: 'El comprobante es demasiado grande. El tamaño máximo es 10MB.',
  proofWrongType: 'Formato no permitido. Sube una imagen (JPG, PNG o WebP) o un PDF.',
  proofNotAllowed: 'Solo puedes subir el comprobante de una cita pendiente de pago.',
  proofMissing: 'Esta cita no tiene comprobante de pago.',
  firstAppointmentAdminOnly: 'No puedes verificar la primera cita con un cliente. Solo un administrador puede hacerlo.',
  cancelConfirm: '¿Estás seguro de que deseas cancelar esta cita?',
  cancelNotAllowed: 'Esta cita ya no se puede cancelar.',
  transitionNotAllowed: 'No se puede cambiar la cita a ese estado desde su estado actual.',
  sessionNotStarted: 'Solo puedes marcar la cita como completada o no asistida una vez iniciada la sesión.',
  appointmentNotFound: 'Cita no encontrada',
  erasureUnderway: 'Esta cuenta está en proceso de eliminación: la sesión solo puede cancelarse o reembolsarse.',
  transferSwitchNotAllowed: 'Solo puedes pasar a transferencia una cita pendiente de pago con tarjeta mientras tu hora siga reservada.',
  cardPaymentUnderway: 'Tienes un pago con tarjeta en curso o aprobado para esta cita. Espera a que Transbank lo termine antes de pagar por transferencia.',
} as const;

/** History notes written with each change (spec 2 §4 and decisions.md). */
export const statusChangeNotes = {
  paymentVerifiedByAdmin: 'Pago verificado por el administrador',
  paymentVerifiedByPsychologist: 'Pago verificado por el psicólogo',
  confirmed: 'Cita confirmada',
  expired: 'expired',
} as const;
