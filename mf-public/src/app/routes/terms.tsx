import { PageHero } from '../../components/page/page-hero';
import { LegalDocument } from '../../features/legal/components/legal-document';
import { TermsHeader } from '../../features/legal/components/terms-header';
import { termsSections } from '../../features/legal/content/terms-content';

export function TermsRoute() {
  return (
    <>
      <PageHero title="Términos y condiciones" lead="Las reglas que rigen el uso de e-mind por pacientes y psicólogos." />
      <LegalDocument sections={termsSections} header={<TermsHeader />} />
    </>
  );
}
