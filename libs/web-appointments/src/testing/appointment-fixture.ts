import type { Appointment } from '@emind/contracts';
import { appointmentCode, appointmentStatusLabels, slotInstants, type AppointmentStatus } from '@emind/domain';

/** An appointment as the appointment routes answer it (to its psychologist, patient or an admin), at a Chile wall-clock time. */
export function appointmentFixture(
  id: number,
  date: string,
  start_time: string,
  status: AppointmentStatus,
  overrides: Partial<Appointment> = {},
): Appointment {
  const end_time = `${String(Number(start_time.slice(0, 2)) + 1).padStart(2, '0')}${start_time.slice(2)}`;
  const instants = slotInstants(date, { start_time, end_time });
  if (!instants) throw new Error(`no such Chile time: ${date} ${start_time}`);
  const name = overrides.client_name ?? `Paciente ${id}`;
  return {
    id, code: appointmentCode(id), date, start_time, end_time,
    starts_at: instants.startsAt.toISOString(), ends_at: instants.endsAt.toISOString(),
    status, status_display: appointmentStatusLabels[status],
    psychologist: 7, psychologist_name: 'Ana Pérez', psychologist_data: { name: 'Ana Pérez', profile_image: null, professional_title: null, gender: null },
    client: 100 + id, client_name: name, client_data: { name, email: `paciente${id}@example.cl`, phone: null, profile_image: null },
    client_notes: '', psychologist_notes: '', meeting_link: status === 'CONFIRMED' ? `${window.location.origin}/sesion/${id}` : null,
    payment_proof_url: null, payment_amount: 30000, is_first_appointment: false,
    payment_info: {
      amount: 30000, destination: 'psychologist', reference: appointmentCode(id), hold_expires_at: null,
      account: {
        bank_name: null, bank_name_display: null, bank_account_type: null, bank_account_type_display: null,
        bank_account_number: null, bank_account_owner: null, bank_account_owner_rut: null, bank_account_owner_email: null,
      },
    },
    payment_detail: { payment_method: 'transfer', transaction_id: appointmentCode(id), payment_date: null },
    refund_pending: false, payment_overdue: false, can_reschedule: true, reschedule_blocked_reason: null, series_id: null, history: [], created_at: instants.startsAt.toISOString(),
    ...overrides,
  };
}
