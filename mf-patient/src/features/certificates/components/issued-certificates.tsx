import { formatClp, formatDocumentDate, sessionCount } from '@emind/domain';
import { LoadError } from '@emind/web-ui/lists';
import { Badge, Card, Flex, Spinner, Stack, Text } from '@emind/web-ui';
import { useIssuedCertificates } from '../api/get-issued-certificates.ts';

/** 'Certificados emitidos': each certificate's code and what it states, and whether it still stands or was revoked (and why). */
export function IssuedCertificates() {
  const certificates = useIssuedCertificates();
  if (certificates.isError) return <LoadError message="No se pudieron cargar tus certificados." onRetry={() => void certificates.refetch()} />;
  if (!certificates.data) return <Spinner aria-label="Cargando certificados" />;
  if (certificates.data.length === 0) return <Text color="fg.muted">Aún no has emitido certificados.</Text>;
  return (
    <Stack gap="2">
      {certificates.data.map((certificate) => (
        <Card.Root key={certificate.code} as="article" aria-label={`Certificado ${certificate.code}`} variant="outline" size="sm" data-testid="issued-certificate">
          <Card.Body gap="1">
            <Flex gap="3" justify="space-between" align="center" wrap="wrap">
              <Text fontWeight="semibold">{certificate.code}</Text>
              <Badge colorPalette={certificate.revoked_reason ? 'red' : 'green'}>{certificate.revoked_reason ? 'Revocado' : 'Vigente'}</Badge>
            </Flex>
            <Text fontSize="sm">
              {formatDocumentDate(certificate.from)} a {formatDocumentDate(certificate.to)} · {certificate.psychologist_name} · {sessionCount(certificate.session_count)} · {formatClp(certificate.total)}
            </Text>
            {certificate.revoked_reason ? <Text fontSize="sm" color="red.700">{certificate.revoked_reason}. Ya no es válido para un reembolso.</Text> : null}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
