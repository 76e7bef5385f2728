import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardLayout } from '@emind/web-account';
import { lazyNamed } from '@emind/web-ui/static';
import { roleLabels } from '@emind/domain';
import { navigation } from '../config/navigation.ts';
import { paths } from '../config/paths.ts';
import { HomeRoute } from './routes/home.tsx';

// Only the home is in the area's first download; every other page is fetched when visited (see DashboardLayout).
const AppointmentsRoute = lazyNamed(() => import('./routes/appointments.tsx'), 'AppointmentsRoute');
const ProfileRoute = lazyNamed(() => import('./routes/profile.tsx'), 'ProfileRoute');
const MessagesRoute = lazyNamed(() => import('./routes/messages.tsx'), 'MessagesRoute');
const ReviewsRoute = lazyNamed(() => import('./routes/reviews.tsx'), 'ReviewsRoute');
const QuestionnairesRoute = lazyNamed(() => import('./routes/questionnaires.tsx'), 'QuestionnairesRoute');
const CertificatesRoute = lazyNamed(() => import('./routes/certificates.tsx'), 'CertificatesRoute');
const IntakeRoute = lazyNamed(() => import('./routes/intake.tsx'), 'IntakeRoute');

/** Mounted by the shell under /dashboard/*; unknown sub-paths fall back to the area's home. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<DashboardLayout title={roleLabels.client} items={navigation} />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.profile.path} element={<ProfileRoute />} />
        <Route path={paths.messages.path} element={<MessagesRoute />} />
        <Route path={paths.appointments.path} element={<AppointmentsRoute />} />
        <Route path={paths.reviews.path} element={<ReviewsRoute />} />
        <Route path={paths.questionnaires.path} element={<QuestionnairesRoute />} />
        <Route path={paths.certificates.path} element={<CertificatesRoute />} />
        <Route path={paths.intake.path} element={<IntakeRoute />} />
        <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
      </Route>
    </Routes>
  );
}

export default App;
