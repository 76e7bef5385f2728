import type { PatientFilter, PatientSort, PatientSummary as Patient } from '@emind/contracts';

export const patientFilterOptions: readonly { value: PatientFilter; label: string }[] = [
  { value: 'all', label: 'Todos los pacientes' },
  { value: 'with_next', label: 'Con próxima cita' },
  { value: 'without_next', label: 'Sin cita programada' },
];

export const patientSortOptions: readonly { value: PatientSort; label: string }[] = [
  { value: 'nextAppointment', label: 'Próxima cita' },
  { value: 'name_asc', label: 'Nombre (A-Z)' },
  { value: 'name_desc', label: 'Nombre (Z-A)' },
  { value: 'appointments_desc', label: 'Más citas' },
  { value: 'appointments_asc', label: 'Menos citas' },
];

export function patientName(patient: Patient): string {
  return `${patient.user.first_name} ${patient.user.last_name}`.trim();
}

function matches(patient: Patient, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase('es-CL');
  if (!needle) return true;
  const { first_name, last_name, email } = patient.user;
  return [first_name, last_name, `${first_name} ${last_name}`, email, patient.rut ?? ''].some((field) => field.toLocaleLowerCase('es-CL').includes(needle));
}

const byName = (a: Patient, b: Patient) => patientName(a).localeCompare(patientName(b), 'es-CL', { sensitivity: 'base' });

const comparators: Record<PatientSort, (a: Patient, b: Patient) => number> = {
  // Patients without a next appointment go last.
  nextAppointment: (a, b) => {
    if (a.next_appointment_date === b.next_appointment_date) return byName(a, b);
    if (!a.next_appointment_date) return 1;
    if (!b.next_appointment_date) return -1;
    return a.next_appointment_date.localeCompare(b.next_appointment_date);
  },
  name_asc: byName,
  name_desc: (a, b) => byName(b, a),
  appointments_desc: (a, b) => b.total_appointments - a.total_appointments || byName(a, b),
  appointments_asc: (a, b) => a.total_appointments - b.total_appointments || byName(a, b),
};

/** Search (case-insensitive over first name, last name, e-mail and RUT), filter and sort (spec 3 §5). */
export function visiblePatients(patients: readonly Patient[], { search, filter, sort }: { search: string; filter: PatientFilter; sort: PatientSort }): Patient[] {
  return patients
    .filter((p) => matches(p, search))
    .filter((p) => (filter === 'with_next' ? p.next_appointment_date !== null : filter === 'without_next' ? p.next_appointment_date === null : true))
    .sort(comparators[sort]);
}
