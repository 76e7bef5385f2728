/** What happened to an appointment that someone must be told about by e-mail. */
export type AppointmentEvent =
  | { kind: 'booked'; appointmentId: number }
  | { kind: 'proof_uploaded'; appointmentId: number }
  | { kind: 'payment_verified'; appointmentId: number }
  | { kind: 'confirmed'; appointmentId: number }
  | { kind: 'cancelled'; appointmentId: number }
  | { kind: 'expired'; appointmentId: number }
  /** The session took place: the patient is invited to rate it. */
  | { kind: 'completed'; appointmentId: number }
  /** A first appointment was cancelled or expired and this one became the first: it is now paid to the platform. */
  | { kind: 'destination_changed'; appointmentId: number }
  /** It is still unpaid a day before its hold ends: the patient is reminded how to pay it. */
  | { kind: 'payment_due'; appointmentId: number };
