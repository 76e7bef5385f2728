import { PageHero } from '../../components/page/page-hero';
import { LegalDocument } from '../../features/legal/components/legal-document';
import { privacySections } from '../../features/legal/content/privacy-content';

export function PrivacyRoute() {
  return (
    <>
      <PageHero title="Política de privacidad" lead="Cómo cuidamos tus datos personales y tu información de salud." />
      <LegalDocument sections={privacySections} />
    </>
  );
}
