import { Navigate, Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../components/layout/public-layout';
import { paths } from '../config/paths';
import { AboutRoute } from './routes/about';
import { ContactRoute } from './routes/contact';
import { FaqRoute } from './routes/faq';
import { HomeRoute } from './routes/home';
import { PrivacyRoute } from './routes/privacy';
import { TermsRoute } from './routes/terms';

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
        <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
      </Route>
    </Routes>
  );
}

export default App;
