import { PatientsPage } from '../../features/patients/components/patients-page.tsx';

export function PatientsRoute() {
  return <PatientsPage />;
}
