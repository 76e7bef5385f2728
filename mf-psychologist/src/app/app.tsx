import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardLayout } from '@emind/web-account';
import { roleLabels } from '@emind/domain';
import { navigation } from '../config/navigation.ts';
import { paths } from '../config/paths.ts';
import { HomeRoute } from './routes/home.tsx';
import { PatientRoute, PatientsRoute } from './routes/patients.tsx';
import { PaymentsRoute } from './routes/payments.tsx';
import { ProfileRoute } from './routes/profile.tsx';
import { ReviewsRoute } from './routes/reviews.tsx';
import { ScheduleRoute } from './routes/schedule.tsx';

/** Mounted by the shell under /psicologo/dashboard/*; unknown sub-paths fall back to the area's home. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<DashboardLayout title={roleLabels.psychologist} items={navigation} />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.profile.path} element={<ProfileRoute />} />
        <Route path={paths.schedule.path} element={<ScheduleRoute />} />
        <Route path={paths.patients.path} element={<PatientsRoute />} />
        <Route path={paths.patient.path} element={<PatientRoute />} />
        <Route path={paths.payments.path} element={<PaymentsRoute />} />
        <Route path={paths.reviews.path} element={<ReviewsRoute />} />
        <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
      </Route>
    </Routes>
  );
}

export default App;
