import { PatientsPage as PatientList, type PatientToggleTexts } from '@emind/web-patients';
import { usePatients } from '../api/get-patients.ts';
import { useTogglePatientStatus } from '../api/toggle-patient-status.ts';

/** The admin's toggle deactivates the account (decisions.md). */
const toggleTexts: PatientToggleTexts = {
  question: (name, active) => (active
    ? `¿Estás seguro que deseas desactivar la cuenta de ${name}? No podrá iniciar sesión hasta que la actives nuevamente.`
    : `¿Estás seguro que deseas activar la cuenta de ${name}? Podrá volver a iniciar sesión.`),
  done: (active) => (active ? 'Cuenta del paciente activada' : 'Cuenta del paciente desactivada'),
  failed: 'Error al actualizar el estado del paciente',
};

export function PatientsPage() {
  return (
    <PatientList
      title="Pacientes"
      description="Usuarios registrados como pacientes en la plataforma."
      query={usePatients()}
      toggle={useTogglePatientStatus()}
      toggleTexts={toggleTexts}
    />
  );
}
