import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { MyPatientsPage } from '../../features/patients/components/my-patients-page.tsx';
import { PatientDetailPage } from '../../features/patients/components/patient-detail-page.tsx';

// Questionnaires, scores and intake come after the patient's header is drawn; 'Mis Pacientes' never downloads them.
const PatientMeasures = lazy(() => import('../../features/measures/components/patient-measures.tsx').then((m) => ({ default: m.PatientMeasures })));

export function PatientsRoute() {
  return <MyPatientsPage detailHref={paths.patient.getHref} />;
}

export function PatientRoute() {
  const { id } = useParams();
  return (
    <PatientDetailPage key={id} id={Number(id)} listHref={paths.patients.getHref()}>
      <Suspense fallback={null}><PatientMeasures patientId={Number(id)} /></Suspense>
    </PatientDetailPage>
  );
}
