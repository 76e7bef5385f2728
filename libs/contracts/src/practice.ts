import { z } from 'zod';
import { appointmentSchema, appointmentStatusSchema } from './appointments.ts';

/**
 * The practice API (booking service): the psychologist's home stats, 'Mis Pacientes', the weekly series the
 * dashboards chart, and the admin home's figures. Dates are Chile wall clock ('yyyy-MM-dd', 'HH:MM').
 * psychologist_notes appear only in the psychologist's own patient detail (Ley 20.584).
 */

/** One row of 'Próximas citas' on the psychologist home. */
export const upcomingAppointmentSchema = z.object({
  id: z.number(),
  client_name: z.string(),
  date: z.string(),
  start_time: z.string(),
  status: appointmentStatusSchema,
  status_display: z.string(),
});
export type UpcomingAppointment = z.infer<typeof upcomingAppointmentSchema>;

/**
 * GET /api/appointments/psychologist-stats/ (spec 3 §3 'Dashboard stats'):
 * - totalAppointments ('Total de citas'): every appointment not CANCELLED;
 * - completedAppointments ('Completadas'): COMPLETED;
 * - pendingPaymentAppointments ('Pendientes'): PENDING_PAYMENT or PAYMENT_UPLOADED;
 * - activeClients ('Pacientes activos'): distinct clients with an appointment not CANCELLED whom the
 *   psychologist has not marked inactive in 'Mis Pacientes';
 * - upcomingAppointments: the next 5 PAYMENT_VERIFIED or CONFIRMED sessions that have not ended, soonest first.
 */
export const psychologistStatsSchema = z.object({
  totalAppointments: z.number().int(),
  completedAppointments: z.number().int(),
  pendingPaymentAppointments: z.number().int(),
  activeClients: z.number().int(),
  upcomingAppointments: z.array(upcomingAppointmentSchema),
});
export type PsychologistStats = z.infer<typeof psychologistStatsSchema>;

/**
 * A patient row (spec 3 §3 'Patient'), the same shape for the psychologist's list and the admin's. Counts
 * appointments not CANCELLED (with that psychologist in 'Mis Pacientes', with anyone in the admin's list);
 * 'last' is the latest that has started, 'next' the soonest that has not.
 * user.is_active: in 'Mis Pacientes' the psychologist's own mark; in the admin list the account's state.
 */
export const patientSummarySchema = z.object({
  /** Client profile id. */
  id: z.number(),
  user: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    is_active: z.boolean(),
  }),
  profile_image: z.string().nullable(),
  rut: z.string().nullable(),
  region: z.string().nullable(),
  phone: z.string().nullable(),
  total_appointments: z.number().int(),
  last_appointment_date: z.string().nullable(),
  last_appointment_status: appointmentStatusSchema.nullable(),
  next_appointment_date: z.string().nullable(),
  next_appointment_status: appointmentStatusSchema.nullable(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;
export const patientSummaryListSchema = z.array(patientSummarySchema);
/** The admin's row of a client account: the summary and when the account was made. */
export const adminPatientSchema = patientSummarySchema.extend({ created_at: z.string() });
export type AdminPatient = z.infer<typeof adminPatientSchema>;

export const patientFilters = ['all', 'with_next', 'without_next'] as const;
export type PatientFilter = (typeof patientFilters)[number];
/** The spec's five sorts; nextAppointment (default) puts patients without a next date last. */
export const patientSorts = ['nextAppointment', 'name_asc', 'name_desc', 'appointments_desc', 'appointments_asc'] as const;
export type PatientSort = (typeof patientSorts)[number];

/**
 * GET /api/appointments/psychologist_patients/ (a plain list). Every parameter is optional: without them the
 * whole list in the default sort, so a screen may also filter and sort locally ('N paciente(s) de M total').
 * search: case-insensitive over first name, last name, e-mail and RUT (dots and hyphen ignored).
 */
export const patientListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  filter: z.enum(patientFilters).optional().default('all'),
  sort: z.enum(patientSorts).optional().default('nextAppointment'),
});
export type PatientListQuery = z.input<typeof patientListQuery>;

/** One session of the patient with this psychologist, with its private notes (the psychologist's own). */
export const patientSessionSchema = appointmentSchema
  .pick({ id: true, code: true, date: true, start_time: true, end_time: true, starts_at: true, status: true, status_display: true, payment_amount: true, client_notes: true })
  .extend({ psychologist_notes: z.string() });
export type PatientSession = z.infer<typeof patientSessionSchema>;

/**
 * GET /api/appointments/psychologist_patients/{id}/ and the answer of PATCH …/{id}/status/ (empty body:
 * toggles the patient's mark in this psychologist's list only; the account is untouched). 404 when the
 * client never booked with this psychologist. sessions: newest first.
 */
export const patientDetailSchema = patientSummarySchema.extend({
  sessions: z.array(patientSessionSchema),
});
export type PatientDetail = z.infer<typeof patientDetailSchema>;

/** A week runs Monday to Sunday; week_start is its Monday ('yyyy-MM-dd'). */
const weekStart = z.string();

/**
 * GET /api/appointments/psychologist-weekly-sessions/: sessions (appointments not CANCELLED) per week by the
 * session's date, the last 12 weeks (the current one included) and the coming 4: 16 rows, oldest first.
 * completed + no_show + scheduled = total; scheduled is every other status (to pay, paid, confirmed).
 */
export const psychologistWeekSchema = z.object({
  week_start: weekStart,
  is_current: z.boolean(),
  is_future: z.boolean(),
  total: z.number().int(),
  completed: z.number().int(),
  no_show: z.number().int(),
  scheduled: z.number().int(),
});
export type PsychologistWeek = z.infer<typeof psychologistWeekSchema>;
export const psychologistWeeklySessionsSchema = z.object({ weeks: z.array(psychologistWeekSchema) });
export type PsychologistWeeklySessions = z.infer<typeof psychologistWeeklySessionsSchema>;

/**
 * GET /api/appointments/admin/weekly-bookings/ (admin): bookings (appointments not CANCELLED) per week by the
 * day they were booked, the last 12 weeks (the current one included), oldest first. platform: first
 * sessions (paid to the platform); psychologist: the rest. The amounts are the sums of payment_amount (CLP).
 */
export const adminBookingWeekSchema = z.object({
  week_start: weekStart,
  platform: z.number().int(),
  psychologist: z.number().int(),
  platform_amount: z.number().int(),
  psychologist_amount: z.number().int(),
});
export type AdminBookingWeek = z.infer<typeof adminBookingWeekSchema>;
export const adminWeeklyBookingsSchema = z.object({ weeks: z.array(adminBookingWeekSchema) });
export type AdminWeeklyBookings = z.infer<typeof adminWeeklyBookingsSchema>;

/**
 * GET /api/appointments/admin/payments-pending-count/ (admin), 'Pagos por verificar': count is the
 * appointments in PAYMENT_UPLOADED (a proof awaits verification); overdue those whose session has started.
 */
export const adminPendingPaymentsSchema = z.object({
  count: z.number().int(),
  overdue: z.number().int(),
});
export type AdminPendingPayments = z.infer<typeof adminPendingPaymentsSchema>;
