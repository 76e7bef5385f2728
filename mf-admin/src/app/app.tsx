import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardLayout } from '@emind/web-account';
import { roleLabels } from '@emind/domain';
import { navigation } from '../config/navigation.ts';
import { paths } from '../config/paths.ts';
import { HomeRoute } from './routes/home.tsx';

// Only the home is in the area's first download; every other page is fetched when visited (see DashboardLayout).
const PatientsRoute = lazy(() => import('./routes/patients.tsx').then((m) => ({ default: m.PatientsRoute })));
const PaymentsRoute = lazy(() => import('./routes/payments.tsx').then((m) => ({ default: m.PaymentsRoute })));
const ProfileRoute = lazy(() => import('./routes/profile.tsx').then((m) => ({ default: m.ProfileRoute })));
const PsychologistDetailRoute = lazy(() => import('./routes/psychologist-detail.tsx').then((m) => ({ default: m.PsychologistDetailRoute })));
const PsychologistsRoute = lazy(() => import('./routes/psychologists.tsx').then((m) => ({ default: m.PsychologistsRoute })));
const ReviewsRoute = lazy(() => import('./routes/reviews.tsx').then((m) => ({ default: m.ReviewsRoute })));

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
