import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { Navbar } from '../features/navigation/components/navbar.tsx';
import { ProtectedRoute } from '../features/access/components/protected-route.tsx';
import { PublicOnlyRoute } from '../features/access/components/public-only-route.tsx';
import { RemoteArea } from '../features/remotes/components/remote-area.tsx';
import { DashboardArea } from '../features/remotes/components/dashboard-area.tsx';
import { paths } from '../config/paths.ts';
import { lazyNamed } from '@emind/web-ui/static';
import { WithUiAndQueries } from '../components/with-ui-and-queries.tsx';

// The account screens carry the form and validation code; visitors of the landing page never pay for it.
const LoginRoute = lazyNamed(() => import('./routes/login.tsx'), 'LoginRoute');
const RegisterRoute = lazyNamed(() => import('./routes/register.tsx'), 'RegisterRoute');
const ForgotPasswordRoute = lazyNamed(() => import('./routes/forgot-password.tsx'), 'ForgotPasswordRoute');
const ResetPasswordRoute = lazyNamed(() => import('./routes/reset-password.tsx'), 'ResetPasswordRoute');

function MainLayout() {
  return (
    <>
      <Navbar />
      <main>
        <Outlet />
      </main>
    </>
  );
}

function PublicOnly() {
  return (
    <PublicOnlyRoute>
      <WithUiAndQueries>
        <Outlet />
      </WithUiAndQueries>
    </PublicOnlyRoute>
  );
}

/**
 * The shell owns the account screens and the three dashboard areas; every other path belongs to
 * mf-public, which sends its own unknown paths to '/'.
 */
export function AppRouter() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route element={<PublicOnly />}>
          <Route path={paths.auth.login.path} element={<LoginRoute />} />
          <Route path={paths.auth.register.path} element={<RegisterRoute />} />
          <Route path={paths.auth.forgotPassword.path} element={<ForgotPasswordRoute />} />
          <Route path={paths.auth.resetPassword.path} element={<ResetPasswordRoute />} />
          <Route path="/reset-password" element={<ResetPasswordRoute />} />
        </Route>
        <Route
          path={paths.dashboard.client.path}
          element={
            <ProtectedRoute roles={['client']}>
              <DashboardArea name="mf_patient" />
            </ProtectedRoute>
          }
        />
        <Route
          path={paths.dashboard.psychologist.path}
          element={
            <ProtectedRoute roles={['psychologist']}>
              <DashboardArea name="mf_psychologist" />
            </ProtectedRoute>
          }
        />
        <Route
          path={paths.dashboard.admin.path}
          element={
            <ProtectedRoute roles={['admin']}>
              <DashboardArea name="mf_admin" />
            </ProtectedRoute>
          }
        />
        <Route path="/psicologo" element={<Navigate to={paths.home.getHref()} replace />} />
        <Route path="/admin" element={<Navigate to={paths.home.getHref()} replace />} />
        <Route path="/*" element={<RemoteArea name="mf_public" />} />
      </Route>
    </Routes>
  );
}
