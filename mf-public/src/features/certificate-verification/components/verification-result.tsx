import type { CertificateVerification } from '@emind/contracts';
import { billingMessages, formatClp, formatDocumentDate, formatShortDateTime } from '@emind/domain';
import { Alert, Box, Heading, List, SimpleGrid, Stack, Text } from '@emind/web-ui';

type Certificate = NonNullable<CertificateVerification['certificate']>;

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">{label}</Text>
      <Text fontWeight="semibold">{value}</Text>
    </Box>
  );
}

function GenuineCertificate({ certificate }: { certificate: Certificate }) {
  return (
    <Stack gap="5">
      <Alert.Root status="success" role="status" rounded="md">
        <Alert.Indicator />
        <Alert.Title>Certificado auténtico: fue emitido por e-mind y dice lo siguiente.</Alert.Title>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="verified-certificate">
        <Item label="Código" value={certificate.code} />
        <Item label="Emitido el" value={formatShortDateTime(certificate.issued_at)} />
        <Item label="Psicólogo/a" value={certificate.psychologist_name} />
        <Item label="RUT del profesional" value={certificate.psychologist_rut ?? 'No informado'} />
        <Item label="N° Registro Nacional de Prestadores Individuales de Salud" value={certificate.registration_number ?? 'No informado'} />
        <Item label="Período" value={`${formatDocumentDate(certificate.from)} a ${formatDocumentDate(certificate.to)}`} />
        <Item label="Sesiones" value={String(certificate.session_count)} />
        <Item label="Total pagado" value={formatClp(certificate.total)} />
      </SimpleGrid>
      <Stack gap="2">
        <Heading as="h2" size="md">Fechas de las sesiones</Heading>
        <List.Root ps="5">
          {certificate.session_dates.map((date, index) => <List.Item key={`${date}-${index}`}>{formatDocumentDate(date)}</List.Item>)}
        </List.Root>
      </Stack>
      <Text fontSize="sm" color="fg.muted">Por privacidad, esta verificación no muestra datos del paciente.</Text>
    </Stack>
  );
}

/** The answer for a code: genuine with what the certificate states, or why not (not issued by e-mind, or revoked). */
export function VerificationResult({ verification }: { verification: CertificateVerification }) {
  if (verification.genuine && verification.certificate) return <GenuineCertificate certificate={verification.certificate} />;
  return (
    <Alert.Root status="error" role="alert" rounded="md">
      <Alert.Indicator />
      <Alert.Title>{verification.reason ?? billingMessages.codeNotFound}</Alert.Title>
    </Alert.Root>
  );
}
