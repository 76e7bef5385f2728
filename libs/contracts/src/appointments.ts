import { appointmentStatuses, paymentMethodIds } from '@emind/domain';
import { z } from 'zod';
import { calendarDate, MAX_RECORD_ID, recordId, REQUIRED } from './common.ts';

/**
 * The appointments API (`/api/appointments/…`, booking service). One read shape for every role; what a role
 * may not see is absent (psychologist_notes: only the appointment's psychologist) or null (meeting_link
 * before CONFIRMED).
 */

export const appointmentStatusSchema = z.enum(appointmentStatuses);
export const paymentMethodSchema = z.enum(paymentMethodIds);

const wallTime = z.string({ error: REQUIRED }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora no válida (HH:MM)');

export const createAppointmentBody = z.object({
  psychologist: z.number({ error: REQUIRED }).int().positive().max(MAX_RECORD_ID),
  date: calendarDate(),
  start_time: wallTime,
  end_time: wallTime,
  payment_method: paymentMethodSchema,
  client_notes: z.string().trim().max(1000, 'Máximo 1000 caracteres').optional().default(''),
});
export type CreateAppointmentInput = z.input<typeof createAppointmentBody>;

/** Where the client transfers: every field or null ('No especificado' on screen). */
export const paymentAccountSchema = z.object({
  bank_name: z.string().nullable(),
  bank_name_display: z.string().nullable(),
  bank_account_type: z.string().nullable(),
  bank_account_type_display: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_account_owner: z.string().nullable(),
  bank_account_owner_rut: z.string().nullable(),
  bank_account_owner_email: z.string().nullable(),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

export const paymentInfoSchema = z.object({
  amount: z.number().int(),
  /** 'platform' for a first session with that psychologist, 'psychologist' otherwise. */
  destination: z.enum(['platform', 'psychologist']),
  account: paymentAccountSchema,
  /** The transfer reference: the appointment's code, 'EM-000123'. */
  reference: z.string(),
  /** ISO instant when an unpaid hold is cancelled; null once no longer PENDING_PAYMENT. */
  hold_expires_at: z.string().nullable(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const statusChangeSchema = z.object({
  from_status: appointmentStatusSchema.nullable(),
  to_status: appointmentStatusSchema,
  changed_by_role: z.enum(['client', 'psychologist', 'admin', 'system']),
  changed_by_name: z.string().nullable(),
  note: z.string(),
  /** ISO instant. */
  created_at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const appointmentSchema = z.object({
  id: z.number(),
  /** 'EM-000123'. */
  code: z.string(),
  /** Chile wall clock. */
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** ISO instants of the same start and end. */
  starts_at: z.string(),
  ends_at: z.string(),
  status: appointmentStatusSchema,
  status_display: z.string(),
  /** Psychologist profile id. */
  psychologist: z.number(),
  psychologist_name: z.string(),
  psychologist_data: z.object({
    name: z.string(),
    profile_image: z.string().nullable(),
    professional_title: z.string().nullable(),
    /** The profile's gender (genderValues), null when not given: the room names 'Psicóloga …' / 'Psicólogo …'. */
    gender: z.string().nullable(),
  }),
  /** Client profile id. */
  client: z.number(),
  client_name: z.string(),
  client_data: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    profile_image: z.string().nullable(),
  }),
  client_notes: z.string(),
  /** Clinical notes (Ley 20.584): present only for the appointment's psychologist. */
  psychologist_notes: z.string().optional(),
  /** Only once CONFIRMED, only to the two parties and admins. */
  meeting_link: z.string().nullable(),
  /** The authorised download route, null without a proof. */
  payment_proof_url: z.string().nullable(),
  payment_amount: z.number().int(),
  is_first_appointment: z.boolean(),
  payment_info: paymentInfoSchema,
  payment_detail: z.object({
    payment_method: paymentMethodSchema,
    transaction_id: z.string(),
    /** ISO instant the proof was uploaded, null before. */
    payment_date: z.string().nullable(),
  }),
  /** A paid appointment that was cancelled and not yet refunded (shown to admins as 'Reembolso pendiente'). */
  refund_pending: z.boolean(),
  /** PAYMENT_UPLOADED still unverified when the session started (flagged in the admin's list). */
  payment_overdue: z.boolean(),
  /** Whether the viewer may move it now ('Reprogramar'); when not, why, in the words the screen shows. */
  can_reschedule: z.boolean(),
  reschedule_blocked_reason: z.string().nullable(),
  /** The weekly series it belongs to ('Serie semanal'), null for a single booking. */
  series_id: z.number().nullable(),
  history: z.array(statusChangeSchema),
  created_at: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/**
 * The client's own appointments, a plain list (spec 2 allows it beside {upcoming, past, all}): the three lists sent
 * every appointment twice, each with its history. The patient's screens split it into their tabs.
 */
export const clientAppointmentsSchema = z.array(appointmentSchema);
export type ClientAppointments = z.infer<typeof clientAppointmentsSchema>;

export const appointmentListSchema = z.array(appointmentSchema);

/** `status` may be a comma list: 'PENDING_PAYMENT,PAYMENT_UPLOADED'. */
export const appointmentListQuery = z.object({
  start_date: calendarDate().optional(),
  end_date: calendarDate().optional(),
  status: z.string().max(200).optional(),
});
export const adminPaymentVerificationQuery = appointmentListQuery.extend({
  psychologist_id: recordId().optional(),
});

export const takenIntervalSchema = z.object({ date: z.string(), start_time: z.string(), end_time: z.string() });
export const takenIntervalsSchema = z.array(takenIntervalSchema);

export const updatePaymentStatusBody = z.object({
  status: z.enum(['PAYMENT_VERIFIED', 'CONFIRMED']),
  notes: z.string().trim().max(1000).optional(),
});
export const updateStatusBody = z.object({
  status: appointmentStatusSchema,
  notes: z.string().trim().max(1000).optional(),
});
export const addNotesBody = z.object({ psychologist_notes: z.string().max(20_000, 'Máximo 20000 caracteres') });

/** One saved text of an appointment's clinical note (Decreto 41/2012), for its author alone; lists are newest first. */
export const clinicalNoteVersionSchema = z.object({
  id: z.number().int(),
  psychologist_notes: z.string(),
  author_name: z.string(),
  written_at: z.string().describe('ISO 8601, UTC'),
});
export const clinicalNoteVersionsSchema = z.array(clinicalNoteVersionSchema);
export type ClinicalNoteVersion = z.infer<typeof clinicalNoteVersionSchema>;

export const isFirstAppointmentSchema = z.object({ is_first_appointment: z.boolean() });
export const hasConfirmedAppointmentsSchema = z.object({ has_confirmed_appointments: z.boolean() });

/**
 * Client home (spec 1 §7, spec 3): 'Total consultas' is totalAppointments (not cancelled), 'Citas pendientes' is
 * upcomingAppointments; lastSessionDate is the last COMPLETED session's 'yyyy-MM-dd', null if none.
 */
export const clientDashboardStatsSchema = z.object({
  totalAppointments: z.number().int(),
  upcomingAppointments: z.number().int(),
  completedAppointments: z.number().int(),
  lastSessionDate: z.string().nullable(),
});
export type ClientDashboardStats = z.infer<typeof clientDashboardStatsSchema>;
