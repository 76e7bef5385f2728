import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { MyPatientsPage } from '../../features/patients/components/my-patients-page.tsx';
import { PatientDetailPage } from '../../features/patients/components/patient-detail-page.tsx';

export function PatientsRoute() {
  return <MyPatientsPage detailHref={paths.patient.getHref} />;
}

export function PatientRoute() {
  const { id } = useParams();
  return <PatientDetailPage key={id} id={Number(id)} listHref={paths.patients.getHref()} />;
}
