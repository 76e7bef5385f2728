import { PageHero } from '../../components/page/page-hero';
import { VerificationPage } from '../../features/certificate-verification/components/verification-page';

export function VerificationRoute() {
  return (
    <>
      <PageHero eyebrow="Certificados" title="Verificación de certificado" lead="Comprueba que un Certificado de atención para reembolso fue emitido por e-mind y qué dice." />
      <VerificationPage />
    </>
  );
}
