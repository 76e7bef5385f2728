import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardLayout } from '@emind/web-account';
import { lazyNamed } from '@emind/web-ui/static';
import { roleLabels } from '@emind/domain';
import { navigation } from '../config/navigation.ts';
import { paths } from '../config/paths.ts';
import { HomeRoute } from './routes/home.tsx';

// Only the home is in the area's first download; every other page is fetched when visited (see DashboardLayout).
const PatientsRoute = lazyNamed(() => import('./routes/patients.tsx'), 'PatientsRoute');
const PaymentsRoute = lazyNamed(() => import('./routes/payments.tsx'), 'PaymentsRoute');
const PayoutsRoute = lazyNamed(() => import('./routes/payouts.tsx'), 'PayoutsRoute');
const ProfileRoute = lazyNamed(() => import('./routes/profile.tsx'), 'ProfileRoute');
const PsychologistDetailRoute = lazyNamed(() => import('./routes/psychologist-detail.tsx'), 'PsychologistDetailRoute');
const PsychologistsRoute = lazyNamed(() => import('./routes/psychologists.tsx'), 'PsychologistsRoute');
const ReviewsRoute = lazyNamed(() => import('./routes/reviews.tsx'), 'ReviewsRoute');
const DataRequestsRoute = lazyNamed(() => import('./routes/data-requests.tsx'), 'DataRequestsRoute');
const BillingRoute = lazyNamed(() => import('./routes/billing.tsx'), 'BillingRoute');
const AccessLogRoute = lazyNamed(() => import('./routes/access-log.tsx'), 'AccessLogRoute');

/** Mounted by the shell under /admin/dashboard/*; unknown sub-paths fall back to the area's home. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<DashboardLayout title={roleLabels.admin} items={navigation} />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.profile.path} element={<ProfileRoute />} />
        <Route path={paths.payments.path} element={<PaymentsRoute />} />
        <Route path={paths.payouts.path} element={<PayoutsRoute />} />
        <Route path={paths.psychologists.path} element={<PsychologistsRoute />} />
        <Route path={paths.psychologist.path} element={<PsychologistDetailRoute />} />
        <Route path={paths.patients.path} element={<PatientsRoute />} />
        <Route path={paths.reviews.path} element={<ReviewsRoute />} />
        <Route path={paths.dataRequests.path} element={<DataRequestsRoute />} />
        <Route path={paths.billing.path} element={<BillingRoute />} />
        <Route path={paths.accessLog.path} element={<AccessLogRoute />} />
        <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
      </Route>
    </Routes>
  );
}

export default App;
