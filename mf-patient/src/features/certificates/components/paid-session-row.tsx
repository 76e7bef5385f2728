import type { Appointment } from '@emind/contracts';
import { formatClp, formatDocumentDate, isHeldAndPaid } from '@emind/domain';
import { ApiError } from '@emind/web-api';
import { Box, Button, Card, Flex, Text } from '@emind/web-ui';
import { useDownloadCertificate } from '../api/download-certificate.ts';
import { useDownloadSessionBoleta } from '../api/download-session-boleta.ts';

const messageOf = (error: unknown, fallback: string) =>
  (error instanceof ApiError ? error.status < 500 && error.detail : error instanceof Error && error.message) || fallback;

/**
 * Why this session has no certificate, or null when it has one: a certificate states only a session held and paid.
 * A refund is only ever of a cancelled session, and cancelled ones are not listed here.
 */
function noCertificateReason(session: Appointment, now: Date): string | null {
  if (isHeldAndPaid({ status: session.status, startsAt: new Date(session.starts_at), refundedAt: null }, now)) return null;
  if (session.status === 'NO_SHOW') return 'Sin certificado: la sesión no se realizó.';
  if (new Date(session.starts_at) <= now) return 'El certificado estará disponible cuando tu profesional marque la sesión como realizada.';
  return 'El certificado estará disponible cuando la sesión se haya realizado.';
}

/** One paid session: its certificate (the certificate of that day) once it was held, and its boleta. */
export function PaidSessionRow({ session }: { session: Appointment }) {
  const noCertificate = noCertificateReason(session, new Date());
  const certificate = useDownloadCertificate();
  const boleta = useDownloadSessionBoleta();
  const title = `${formatDocumentDate(session.date)} ${session.start_time} · ${session.psychologist_name}`;
  const failure = certificate.error
    ? messageOf(certificate.error, 'No se pudo generar el certificado.')
    : boleta.error ? messageOf(boleta.error, 'No se pudo descargar la boleta.') : null;

  return (
    <Card.Root as="article" aria-label={title} variant="outline" size="sm" data-testid="paid-session">
      <Card.Body gap="2">
        <Flex gap="3" justify="space-between" align="center" wrap="wrap">
          <Box>
            <Text fontWeight="semibold">{title}</Text>
            <Text fontSize="sm">{session.code} · {formatClp(session.payment_amount)}</Text>
          </Box>
          <Flex gap="2" wrap="wrap">
            {noCertificate ? null : (
              <Button size="sm" variant="outline" loading={certificate.isPending}
                onClick={() => { boleta.reset(); certificate.mutate({ from: session.date, to: session.date, format: 'pdf' }); }}>
                Certificado
              </Button>
            )}
            <Button size="sm" variant="ghost" loading={boleta.isPending}
              onClick={() => { certificate.reset(); boleta.mutate(session.id); }}>
              Boleta
            </Button>
          </Flex>
        </Flex>
        {noCertificate ? <Text fontSize="sm" color="fg.muted">{noCertificate}</Text> : null}
        {failure ? <Text fontSize="sm" color="red.700" role="alert">{failure}</Text> : null}
      </Card.Body>
    </Card.Root>
  );
}
