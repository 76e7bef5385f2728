import type { Appointment } from '@emind/contracts';
import { Heading, Spinner, Stack, Text } from '@emind/web-ui';
import { LoadError } from '@emind/web-ui/lists';
import { useIssuedCertificates } from '../api/get-issued-certificates.ts';
import { CertificateRangeForm } from './certificate-range-form.tsx';
import { IssuedCertificates } from './issued-certificates.tsx';
import { PaidSessionRow } from './paid-session-row.tsx';

interface CertificatesPageProps {
  /** The patient's sessions whose payment was received, newest first; undefined while they load. */
  sessions: readonly Appointment[] | undefined;
  sessionsFailed: boolean;
  onRetry: () => void;
}

/** 'Certificados para reembolso': for a range or per session, the certificate an Isapre asks for, and the boletas. */
export function CertificatesPage({ sessions, sessionsFailed, onRetry }: CertificatesPageProps) {
  // The issued certificates are drawn once the sessions above them are known: the sessions arriving after them
  // pushed them down.
  const certificates = useIssuedCertificates();
  const firstLoad = (!sessions && !sessionsFailed) || certificates.isPending;
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl">Certificados para reembolso</Heading>
        <Text color="fg.muted">
          Descarga el Certificado de atención para reembolso de tus sesiones realizadas y pagadas, y preséntalo en tu Isapre
          o seguro complementario junto con las boletas. Cada certificado trae un código para verificar que es auténtico; si
          una de sus sesiones se cancela o reembolsa después, el certificado queda revocado.
        </Text>
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="certificate-range">
        <Heading as="h2" size="lg" id="certificate-range">Por rango de fechas</Heading>
        <CertificateRangeForm />
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="certificate-sessions">
        <Heading as="h2" size="lg" id="certificate-sessions">Por sesión</Heading>
        {sessionsFailed ? <LoadError message="No se pudieron cargar tus sesiones." onRetry={onRetry} /> : null}
        {firstLoad && !sessionsFailed ? <Spinner aria-label="Cargando sesiones" /> : null}
        {!firstLoad && sessions?.length === 0 ? <Text color="fg.muted">Aún no tienes sesiones pagadas.</Text> : null}
        {firstLoad ? null : sessions?.map((session) => <PaidSessionRow key={session.id} session={session} />)}
      </Stack>
      {firstLoad ? null : (
        <Stack gap="3" as="section" aria-labelledby="certificates-issued">
          <Heading as="h2" size="lg" id="certificates-issued">Certificados emitidos</Heading>
          <IssuedCertificates />
        </Stack>
      )}
    </Stack>
  );
}
