import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { Navbar } from '../features/navigation/components/navbar.tsx';
import { ProtectedRoute } from '../features/access/components/protected-route.tsx';
import { RemoteArea } from '../features/remotes/components/remote-area.tsx';
import { DashboardArea } from '../features/remotes/components/dashboard-area.tsx';
import { usePrefetchRemote } from '../features/remotes/hooks/use-prefetch-remote.ts';
import { paths } from '../config/paths.ts';
import { lazyNamed, Loader } from '@emind/web-ui/static';
import { WithQueries } from '@emind/web-session';
import { userTypes, type UserType } from '@emind/domain';
import type { RemoteName } from '../features/remotes/api/remote-manifest.ts';
import { WithUiAndQueries } from '../components/with-ui-and-queries.tsx';

// The account screens carry the form and validation code; visitors of the landing page never pay for it.
const LoginRoute = lazyNamed(() => import('./routes/login.tsx'), 'LoginRoute');
const RegisterRoute = lazyNamed(() => import('./routes/register.tsx'), 'RegisterRoute');
const ForgotPasswordRoute = lazyNamed(() => import('./routes/forgot-password.tsx'), 'ForgotPasswordRoute');
const ResetPasswordRoute = lazyNamed(() => import('./routes/reset-password.tsx'), 'ResetPasswordRoute');
const AcceptTermsRoute = lazyNamed(() => import('./routes/accept-terms.tsx'), 'AcceptTermsRoute');
// The video room (WebRTC, signaling) loads only when a room is opened.
const SessionRoom = lazyNamed(() => import('@emind/web-video/room'), 'SessionRoom');
const ConsentGate = lazy(() => import('../features/consents/components/consent-gate.tsx').then((m) => ({ default: m.ConsentGate })));

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

// Login, registro and the password screens: their guard (where a signed-in person goes instead) comes with them.
const PublicOnlyLayout = lazyNamed(() => import('../features/access/components/public-only-layout.tsx'), 'PublicOnlyLayout');

function PublicOnly() {
  return (
    <Suspense fallback={<Loader />}>
      <PublicOnlyLayout />
    </Suspense>
  );
}

/** The area's content once signed in with the role: its remote starts loading while the consent check runs. */
function SignedInDashboard({ name }: { name: RemoteName }) {
  usePrefetchRemote(name);
  return (
    <WithQueries fallback={<Loader />}>
      <ConsentGate>
        <DashboardArea name={name} />
      </ConsentGate>
    </WithQueries>
  );
}

/** A dashboard area: signed in with the role, and the documents in force accepted (else /aceptar-condiciones). */
function Dashboard({ roles, name }: { roles: readonly UserType[]; name: RemoteName }) {
  return (
    <ProtectedRoute roles={roles}>
      <SignedInDashboard name={name} />
    </ProtectedRoute>
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
          path={paths.acceptTerms.path}
          element={
            <ProtectedRoute roles={userTypes}>
              <WithUiAndQueries>
                <AcceptTermsRoute />
              </WithUiAndQueries>
            </ProtectedRoute>
          }
        />
        <Route
          path={paths.sessionRoom.path}
          element={
            <ProtectedRoute roles={['client', 'psychologist']}>
              <WithUiAndQueries>
                <SessionRoom />
              </WithUiAndQueries>
            </ProtectedRoute>
          }
        />
        <Route path={paths.dashboard.client.path} element={<Dashboard roles={['client']} name="mf_patient" />} />
        <Route path={paths.dashboard.psychologist.path} element={<Dashboard roles={['psychologist']} name="mf_psychologist" />} />
        <Route path={paths.dashboard.admin.path} element={<Dashboard roles={['admin']} name="mf_admin" />} />
        <Route path="/psicologo" element={<Navigate to={paths.home.getHref()} replace />} />
        <Route path="/admin" element={<Navigate to={paths.home.getHref()} replace />} />
        <Route path="/*" element={<RemoteArea name="mf_public" />} />
      </Route>
    </Routes>
  );
}
