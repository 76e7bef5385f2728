import type { ReactNode } from 'react';
import { HStack } from '@emind/web-ui';
import { RowList, type RowField } from '@emind/web-ui/lists';
import type { PatientSummary as Patient } from '@emind/contracts';
import { AppointmentDate, PatientContact, PatientIdentity, StatusToggleButton } from './patient-cells.tsx';
import { patientName } from './patient-list.ts';

interface PatientsViewProps {
  patients: Patient[];
  onToggle: (patient: Patient) => void;
  actions?: (patient: Patient) => ReactNode;
}

/** A table from 768 px up, a card per patient under it. */
export function PatientsTable({ patients, onToggle, actions }: PatientsViewProps) {
  const fields: RowField<Patient>[] = [
    { label: 'Paciente', value: (patient) => <PatientIdentity patient={patient} /> },
    { label: 'Contacto', value: (patient) => <PatientContact patient={patient} /> },
    { label: 'Última cita', value: (patient) => <AppointmentDate date={patient.last_appointment_date} empty="Sin citas" /> },
    { label: 'Próxima cita', value: (patient) => <AppointmentDate date={patient.next_appointment_date} empty="Sin cita programada" /> },
    { label: 'Total', value: (patient) => patient.total_appointments, align: 'end' },
    {
      label: 'Acciones',
      actions: true,
      value: (patient) => (
        <HStack gap="2" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
          {actions?.(patient)}
          <StatusToggleButton patient={patient} onToggle={onToggle} />
        </HStack>
      ),
    },
  ];
  return (
    <RowList rows={patients} fields={fields} rowKey={(patient) => patient.id} label="Pacientes" rowLabel={(patient) => patientName(patient) || patient.user.email} testId="patient-row" />
  );
}
