import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardLayout } from '@emind/web-account';
import { lazyNamed } from '@emind/web-ui/static';
import { roleLabels } from '@emind/domain';
import { navigation } from '../config/navigation.ts';
import { paths } from '../config/paths.ts';
import { HomeRoute } from './routes/home.tsx';

// Only the home is in the area's first download; every other page is fetched when visited (see DashboardLayout).
const PatientRoute = lazyNamed(() => import('./routes/patients.tsx'), 'PatientRoute');
const PatientsRoute = lazyNamed(() => import('./routes/patients.tsx'), 'PatientsRoute');
const PaymentsRoute = lazyNamed(() => import('./routes/payments.tsx'), 'PaymentsRoute');
const ProfileRoute = lazyNamed(() => import('./routes/profile.tsx'), 'ProfileRoute');
const MessagesRoute = lazyNamed(() => import('./routes/messages.tsx'), 'MessagesRoute');
const ReviewsRoute = lazyNamed(() => import('./routes/reviews.tsx'), 'ReviewsRoute');
const PendingBoletasRoute = lazyNamed(() => import('./routes/boletas.tsx'), 'PendingBoletasRoute');
const IncomeRoute = lazyNamed(() => import('./routes/income.tsx'), 'IncomeRoute');
const ScheduleRoute = lazyNamed(() => import('./routes/schedule.tsx'), 'ScheduleRoute');

/** Mounted by the shell under /psicologo/dashboard/*; unknown sub-paths fall back to the area's home. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<DashboardLayout title={roleLabels.psychologist} items={navigation} />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.profile.path} element={<ProfileRoute />} />
        <Route path={paths.messages.path} element={<MessagesRoute />} />
        <Route path={paths.schedule.path} element={<ScheduleRoute />} />
        <Route path={paths.patients.path} element={<PatientsRoute />} />
        <Route path={paths.patient.path} element={<PatientRoute />} />
        <Route path={paths.payments.path} element={<PaymentsRoute />} />
        <Route path={paths.reviews.path} element={<ReviewsRoute />} />
        <Route path={paths.boletas.path} element={<PendingBoletasRoute />} />
        <Route path={paths.income.path} element={<IncomeRoute />} />
        <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
      </Route>
    </Routes>
  );
}

export default App;
