import { Route, Routes, useLocation } from 'react-router-dom';
import type { ReactElement } from 'react';

/** Renders the router's current URL so tests can assert on navigation and search params. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** The remote mounted as the shell mounts it: the shell owns /login, everything else is this app. */
export function AsMountedByShell({ app }: { app: ReactElement }) {
  return (
    <>
      <Routes>
        <Route path="/login" element={<p>Pantalla de inicio de sesión</p>} />
        <Route path="/*" element={app} />
      </Routes>
      <LocationProbe />
    </>
  );
}
