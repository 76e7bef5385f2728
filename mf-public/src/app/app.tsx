import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Center, Spinner } from '@emind/web-ui';
import { PublicLayout } from '../components/layout/public-layout';
import { paths } from '../config/paths';
import { HomeRoute } from './routes/home';

// Only the landing page is in the first download: every other page (the contact form's validation, the FAQ's
// tabs, the directory, the profile) is fetched when visited.
const AboutRoute = lazy(() => import('./routes/about').then((m) => ({ default: m.AboutRoute })));
const ContactRoute = lazy(() => import('./routes/contact').then((m) => ({ default: m.ContactRoute })));
const FaqRoute = lazy(() => import('./routes/faq').then((m) => ({ default: m.FaqRoute })));
const TermsRoute = lazy(() => import('./routes/terms').then((m) => ({ default: m.TermsRoute })));
const PrivacyRoute = lazy(() => import('./routes/privacy').then((m) => ({ default: m.PrivacyRoute })));
const SpecialistsRoute = lazy(() => import('./routes/specialists').then((m) => ({ default: m.SpecialistsRoute })));
const SpecialistProfileRoute = lazy(() =>
  import('./routes/specialist-profile').then((m) => ({ default: m.SpecialistProfileRoute })),
);
const BookingRoute = lazy(() => import('./routes/booking').then((m) => ({ default: m.BookingRoute })));

function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Center flex="1" py="20"><Spinner size="xl" color="brand.500" /></Center>}>
      {children}
    </Suspense>
  );
}

/** The public area, mounted by the shell at `/*`; the layout route must be `/` so links resolve from the root. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<PublicLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.about.path} element={<Deferred><AboutRoute /></Deferred>} />
        <Route path={paths.contact.path} element={<Deferred><ContactRoute /></Deferred>} />
        <Route path={paths.faq.path} element={<Deferred><FaqRoute /></Deferred>} />
        <Route path={paths.terms.path} element={<Deferred><TermsRoute /></Deferred>} />
        <Route path={paths.termsAlias.path} element={<Deferred><TermsRoute /></Deferred>} />
        <Route path={paths.privacy.path} element={<Deferred><PrivacyRoute /></Deferred>} />
        <Route path={paths.specialists.path} element={<Deferred><SpecialistsRoute /></Deferred>} />
        <Route path={paths.specialist.path} element={<Deferred><SpecialistProfileRoute /></Deferred>} />
        <Route path={paths.booking.path} element={<Deferred><BookingRoute /></Deferred>} />
        <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
      </Route>
    </Routes>
  );
}

export default App;
