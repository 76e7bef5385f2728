// Test helpers for the apps' screen tests; never imported by product code.
import type { PatientSummary } from '@emind/contracts';

export function patientFixture(id: number, first: string, last: string, overrides: Partial<PatientSummary> = {}): PatientSummary {
  return {
    id, user: { id: id + 1000, first_name: first, last_name: last, email: `${first.toLowerCase()}@example.cl`, is_active: true },
    profile_image: null, rut: null, region: null, phone: null, total_appointments: 0,
    last_appointment_date: null, last_appointment_status: null, next_appointment_date: null, next_appointment_status: null,
    ...overrides,
  };
}
