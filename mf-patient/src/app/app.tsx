import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardLayout } from '@emind/web-account';
import { roleLabels } from '@emind/domain';
import { navigation } from '../config/navigation.ts';
import { paths } from '../config/paths.ts';
import { AppointmentsRoute } from './routes/appointments.tsx';
import { HomeRoute } from './routes/home.tsx';
import { ProfileRoute } from './routes/profile.tsx';
import { ReviewsRoute } from './routes/reviews.tsx';

/** Mounted by the shell under /dashboard/*; unknown sub-paths fall back to the area's home. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<DashboardLayout title={roleLabels.client} items={navigation} />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.profile.path} element={<ProfileRoute />} />
        <Route path={paths.appointments.path} element={<AppointmentsRoute />} />
        <Route path={paths.reviews.path} element={<ReviewsRoute />} />
        <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
      </Route>
    </Routes>
  );
}

export default App;
