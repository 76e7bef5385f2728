import type { Patient } from '../types.ts';

export type PatientFilter = 'all' | 'withNext' | 'withoutNext';
export type PatientSort = 'nextAppointment' | 'nameAsc' | 'nameDesc' | 'appointmentsDesc' | 'appointmentsAsc';

export const patientFilterOptions: readonly { value: PatientFilter; label: string }[] = [
  { value: 'all', label: 'Todos los pacientes' },
  { value: 'withNext', label: 'Con próxima cita' },
  { value: 'withoutNext', label: 'Sin cita programada' },
];

export const patientSortOptions: readonly { value: PatientSort; label: string }[] = [
  { value: 'nextAppointment', label: 'Próxima cita' },
  { value: 'nameAsc', label: 'Nombre (A-Z)' },
  { value: 'nameDesc', label: 'Nombre (Z-A)' },
  { value: 'appointmentsDesc', label: 'Más citas' },
  { value: 'appointmentsAsc', label: 'Menos citas' },
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
  nameAsc: byName,
  nameDesc: (a, b) => byName(b, a),
  appointmentsDesc: (a, b) => b.total_appointments - a.total_appointments || byName(a, b),
  appointmentsAsc: (a, b) => a.total_appointments - b.total_appointments || byName(a, b),
};

/** Search (case-insensitive over first name, last name, e-mail and RUT), filter and sort (spec 3 §5). */
export function visiblePatients(patients: readonly Patient[], { search, filter, sort }: { search: string; filter: PatientFilter; sort: PatientSort }): Patient[] {
  return patients
    .filter((p) => matches(p, search))
    .filter((p) => (filter === 'withNext' ? p.next_appointment_date !== null : filter === 'withoutNext' ? p.next_appointment_date === null : true))
    .sort(comparators[sort]);
}
