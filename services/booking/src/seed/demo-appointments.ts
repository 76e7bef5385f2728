import { appointmentCode, availableDays, slotInstants, type AppointmentStatus, type AvailableDay, type ScheduleConfig } from '@emind/domain';
import { demoPdf } from '@emind/demo-data';
import { sql } from 'kysely';
import type { BookingContext } from '../context.ts';
import { insertAppointment, insertStatusChange } from '../appointments/appointments.repository.ts';
import { approvedPrice } from '../appointments/listing.repository.ts';
import { newMeetingRoom } from '../appointments/transitions.service.ts';
import { psychologistIdsByEmail } from '../schedules/schedules.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The demo patient who has only past history: one completed session, nothing upcoming (the erasure journey). */
export const HISTORY_PATIENT_EMAIL = 'historial.paciente@e-mind.cl';

/**
 * What the demo patients have with the demo psychologists: the main demo patient every status, past and upcoming
 * (an entry without `patient`); the history patient one completed session with a psychologist nobody else's
 * sessions use.
 */
const plan: { patient?: string; psychologist: string; when: 'past' | 'upcoming'; path: AppointmentStatus[] }[] = [
  { psychologist: 'valentina.rojas@e-mind.cl', when: 'past', path: ['PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'CONFIRMED', 'COMPLETED'] },
  { psychologist: 'sebastian.munoz@e-mind.cl', when: 'past', path: ['PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'CONFIRMED', 'COMPLETED'] },
  { psychologist: 'catalina.soto@e-mind.cl', when: 'past', path: ['PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'CONFIRMED', 'NO_SHOW'] },
  // Held but not yet marked by the psychologist: what 'Mi Agenda' closes as COMPLETED or NO_SHOW.
  { psychologist: 'javiera.fuentes@e-mind.cl', when: 'past', path: ['PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'CONFIRMED'] },
  { psychologist: 'valentina.rojas@e-mind.cl', when: 'upcoming', path: ['PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'CONFIRMED'] },
  { psychologist: 'valentina.rojas@e-mind.cl', when: 'upcoming', path: ['PAYMENT_UPLOADED'] },
  { psychologist: 'sebastian.munoz@e-mind.cl', when: 'upcoming', path: ['PAYMENT_UPLOADED', 'PAYMENT_VERIFIED'] },
  { psychologist: 'sebastian.munoz@e-mind.cl', when: 'upcoming', path: ['CANCELLED'] },
  { psychologist: 'catalina.soto@e-mind.cl', when: 'upcoming', path: [] },
  { patient: HISTORY_PATIENT_EMAIL, psychologist: 'isidora.medina@e-mind.cl', when: 'past', path: ['PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'CONFIRMED', 'COMPLETED'] },
];

const roleOf = (status: AppointmentStatus) => (status === 'PAYMENT_UPLOADED' || status === 'CANCELLED' ? 'client' : 'admin');

/**
 * Demo appointments for the demo patients (only on an empty appointments table): past sessions a few weeks
 * ago and upcoming ones from next week, on slots of each psychologist's schedule, one awaiting verification
 * with a proof. `patientEmail` is the patient of the entries that name none; an entry whose patient or
 * psychologist is missing is left out. Returns how many it stored.
 */
export async function seedDemoAppointments(ctx: BookingContext, schedules: ReadonlyMap<string, ScheduleConfig>, patientEmail: string): Promise<number> {
  const existing = await ctx.db.selectFrom('appointments').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return 0;
  const patientEmails = [...new Set(plan.map((entry) => entry.patient ?? patientEmail))];
  const patients = new Map(
    (await ctx.db.selectFrom('identity.profile_directory').select(['profile_id', 'user_id', sql<string>`lower(email)`.as('email')])
      .where(sql<string>`lower(email)`, 'in', patientEmails.map((email) => email.toLowerCase())).execute()).map((row) => [row.email, row]),
  );
  const ids = await psychologistIdsByEmail(ctx.db, [...new Set(plan.map((entry) => entry.psychologist))]);
  const now = ctx.now();
  const windows = { past: new Date(now.getTime() - 35 * DAY), upcoming: new Date(now.getTime() + 7 * DAY) };
  const used = new Set<string>();
  let stored = 0;

  for (const entry of plan) {
    const patient = patients.get((entry.patient ?? patientEmail).toLowerCase());
    const psychologistId = ids.get(entry.psychologist);
    const schedule = schedules.get(entry.psychologist);
    const price = psychologistId === undefined ? null : await approvedPrice(ctx.db, psychologistId);
    if (!patient || psychologistId === undefined || !schedule || price === null) continue;
    const day: AvailableDay | undefined = availableDays(schedule, windows[entry.when], { days: 21 }).find((candidate) => !used.has(candidate.date));
    const slot = day?.slots[0];
    const instants = day && slot ? slotInstants(day.date, slot) : null;
    if (!day || !slot || !instants) continue;
    used.add(day.date);
    const final = entry.path.at(-1) ?? 'PENDING_PAYMENT';
    const withProof = entry.path.includes('PAYMENT_UPLOADED');
    const proof = withProof ? await ctx.storage.save('private', 'payment-proofs', demoPdf('Comprobante de transferencia'), 'pdf', 'application/pdf') : null;
    const bookedAt = new Date(Math.min(now.getTime(), instants.startsAt.getTime()) - 3 * DAY);
    await ctx.db.transaction().execute(async (trx) => {
      const isFirst = !(await trx.selectFrom('appointments').select('id').where('client_id', '=', patient.profile_id)
        .where('psychologist_id', '=', psychologistId).where('status', '<>', 'CANCELLED').executeTakeFirst());
      const id = await insertAppointment(trx, {
        psychologist_id: psychologistId, client_id: patient.profile_id, date: day.date, start_time: slot.start_time, end_time: slot.end_time,
        starts_at: instants.startsAt, ends_at: instants.endsAt, status: final, payment_method: 'transfer', payment_amount: price,
        is_first_appointment: final !== 'CANCELLED' && isFirst, client_notes: '', payment_proof_key: proof?.key ?? null,
        payment_proof_mime: proof?.mime ?? null, payment_proof_uploaded_at: proof ? bookedAt : null,
        hold_expires_at: new Date(Math.min(bookedAt.getTime() + ctx.config.paymentHoldMinutes * 60_000, instants.startsAt.getTime())),
        meeting_room: entry.path.includes('CONFIRMED') ? newMeetingRoom() : null,
        calendar_sequence: entry.path.includes('CONFIRMED') ? 1 : 0, refunded_at: null, created_at: bookedAt,
      });
      let from: AppointmentStatus | null = null;
      for (const to of ['PENDING_PAYMENT' as const, ...entry.path]) {
        await insertStatusChange(trx, {
          appointment_id: id, from_status: from, to_status: to, changed_by_user_id: from === null || roleOf(to) === 'client' ? patient.user_id : null,
          changed_by_role: from === null ? 'client' : roleOf(to), note: from === null ? `Cita agendada (${appointmentCode(id)})` : '',
        });
        from = to;
      }
    });
    stored += 1;
  }
  return stored;
}
