import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardLayout } from '@emind/web-account';
import { roleLabels } from '@emind/domain';
import { navigation } from '../config/navigation.ts';
import { paths } from '../config/paths.ts';
import { HomeRoute } from './routes/home.tsx';
import { PatientsRoute } from './routes/patients.tsx';
import { PaymentsRoute } from './routes/payments.tsx';
import { ProfileRoute } from './routes/profile.tsx';
import { PsychologistDetailRoute } from './routes/psychologist-detail.tsx';
import { PsychologistsRoute } from './routes/psychologists.tsx';
import { ReviewsRoute } from './routes/reviews.tsx';

/** Mounted by the shell under /admin/dashboard/*; unknown sub-paths fall back to the area's home. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<DashboardLayout title={roleLabels.admin} items={navigation} />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.profile.path} element={<ProfileRoute />} />
        <Route path={paths.payments.path} element={<PaymentsRoute />} />
        <Route path={paths.psychologists.path} element={<PsychologistsRoute />} />
        <Route path={paths.psychologist.path} element={<PsychologistDetailRoute />} />
        <Route path={paths.patients.path} element={<PatientsRoute />} />
        <Route path={paths.reviews.path} element={<ReviewsRoute />} />
        <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
      </Route>
    </Routes>
  );
}

export default App;
