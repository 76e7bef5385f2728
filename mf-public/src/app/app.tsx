import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyNamed, Loader, WithUi } from '@emind/web-ui/static';
import { WithQueries } from '@emind/web-session';
import { PublicLayout } from '../components/layout/public-layout';
import { paths } from '../config/paths';
import { HomeRoute } from './routes/home';

// Only the landing page is in the first download: every other page (the contact form's validation, the FAQ's
// accordion, the directory, the profile) is fetched when visited. Only the contact form, the FAQ and the booking
// modal are drawn with Chakra; every other public page is plain CSS.
const AboutRoute = lazyNamed(() => import('./routes/about'), 'AboutRoute');
const ContactRoute = lazyNamed(() => import('./routes/contact'), 'ContactRoute');
const FaqRoute = lazyNamed(() => import('./routes/faq'), 'FaqRoute');
const TermsRoute = lazyNamed(() => import('./routes/terms'), 'TermsRoute');
const PrivacyRoute = lazyNamed(() => import('./routes/privacy'), 'PrivacyRoute');
const SpecialistsRoute = lazyNamed(() => import('./routes/specialists'), 'SpecialistsRoute');
const SpecialistProfileRoute = lazyNamed(() => import('./routes/specialist-profile'), 'SpecialistProfileRoute');
const VerificationRoute = lazyNamed(() => import('./routes/verification'), 'VerificationRoute');
const BookingRoute = lazyNamed(() => import('./routes/booking'), 'BookingRoute');
const PaymentReturnRoute = lazyNamed(() => import('./routes/payment-return'), 'PaymentReturnRoute');
const NotFoundRoute = lazyNamed(() => import('./routes/not-found'), 'NotFoundRoute');

/** A page fetched when visited; with the query client if it reads or sends `data`, drawn with Chakra if `chakra`. */
function Deferred({ children, chakra = false, data = false }: { children: ReactNode; chakra?: boolean; data?: boolean }) {
  const drawn = chakra ? <WithUi fallback={<Loader />}>{children}</WithUi> : children;
  return <Suspense fallback={<Loader />}>{data ? <WithQueries fallback={<Loader />}>{drawn}</WithQueries> : drawn}</Suspense>;
}

/** The public area, mounted by the shell at `/*`; the layout route must be `/` so links resolve from the root. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<PublicLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.about.path} element={<Deferred><AboutRoute /></Deferred>} />
        <Route path={paths.contact.path} element={<Deferred chakra data><ContactRoute /></Deferred>} />
        <Route path={paths.faq.path} element={<Deferred chakra><FaqRoute /></Deferred>} />
        <Route path={paths.terms.path} element={<Deferred><TermsRoute /></Deferred>} />
        <Route path={paths.termsAlias.path} element={<Deferred><TermsRoute /></Deferred>} />
        <Route path={paths.privacy.path} element={<Deferred><PrivacyRoute /></Deferred>} />
        <Route path={paths.specialists.path} element={<Deferred data><SpecialistsRoute /></Deferred>} />
        <Route path={paths.specialist.path} element={<Deferred data><SpecialistProfileRoute /></Deferred>} />
        <Route path={paths.booking.path} element={<Deferred data><BookingRoute /></Deferred>} />
        <Route path={paths.paymentReturn.path} element={<Deferred chakra data><PaymentReturnRoute /></Deferred>} />
        <Route path={paths.verificationForm.path} element={<Deferred chakra data><VerificationRoute /></Deferred>} />
        <Route path={paths.verification.path} element={<Deferred chakra data><VerificationRoute /></Deferred>} />
        <Route path="*" element={<Deferred><NotFoundRoute /></Deferred>} />
      </Route>
    </Routes>
  );
}

export default App;
