import { Link as RouterLink } from 'react-router-dom';
import type { PatientSummary } from '@emind/contracts';
import { PatientsPage, patientName, type PatientToggleTexts } from '@emind/web-patients';
import { Button } from '@emind/web-ui';
import { useMyPatients } from '../api/get-my-patients.ts';
import { useToggleMyPatient } from '../api/toggle-my-patient.ts';

/** The psychologist's toggle only marks the patient in their own list (decisions.md). */
const toggleTexts: PatientToggleTexts = {
  question: (name, active) => (active
    ? `¿Deseas marcar a ${name} como inactivo en tu lista? Su cuenta no cambia y puedes volver a activarlo cuando quieras.`
    : `¿Deseas marcar a ${name} como activo en tu lista?`),
  done: (active) => (active ? 'Paciente marcado como activo' : 'Paciente marcado como inactivo'),
  failed: 'Error al actualizar el estado del paciente',
};

/** 'Mis Pacientes': who has booked with this psychologist; each links to their sessions and notes. */
export function MyPatientsPage({ detailHref }: { detailHref: (id: number) => string }) {
  const detailLink = (patient: PatientSummary) => (
    <Button asChild size="xs" variant="outline" colorPalette="brand">
      <RouterLink to={detailHref(patient.id)} aria-label={`Ver detalle de ${patientName(patient) || patient.user.email}`}>Ver detalle</RouterLink>
    </Button>
  );
  return (
    <PatientsPage
      title="Mis Pacientes"
      description="Pacientes que han agendado sesiones contigo."
      query={useMyPatients()}
      toggle={useToggleMyPatient()}
      toggleTexts={toggleTexts}
      actions={detailLink}
    />
  );
}
