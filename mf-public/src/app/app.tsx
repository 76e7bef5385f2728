import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Center, Spinner } from '@emind/web-ui';
import { PublicLayout } from '../components/layout/public-layout';
import { paths } from '../config/paths';
import { AboutRoute } from './routes/about';
import { ContactRoute } from './routes/contact';
import { FaqRoute } from './routes/faq';
import { HomeRoute } from './routes/home';
import { PrivacyRoute } from './routes/privacy';
import { TermsRoute } from './routes/terms';

// The directory and the profile carry most of this remote's code; visitors of the landing page never pay for it.
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
        <Route path={paths.about.path} element={<AboutRoute />} />
        <Route path={paths.contact.path} element={<ContactRoute />} />
        <Route path={paths.faq.path} element={<FaqRoute />} />
        <Route path={paths.terms.path} element={<TermsRoute />} />
        <Route path={paths.termsAlias.path} element={<TermsRoute />} />
        <Route path={paths.privacy.path} element={<PrivacyRoute />} />
        <Route path={paths.specialists.path} element={<Deferred><SpecialistsRoute /></Deferred>} />
        <Route path={paths.specialist.path} element={<Deferred><SpecialistProfileRoute /></Deferred>} />
        <Route path={paths.booking.path} element={<Deferred><BookingRoute /></Deferred>} />
        <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
      </Route>
    </Routes>
  );
}

export default App;
