import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '@emind/web-api';
import { Alert, Box, Container, Spinner, Stack } from '@emind/web-ui';
import { paths } from '../../../config/paths';
import { useCertificateVerification } from '../api/verify-certificate';
import { CodeForm } from './code-form';
import { VerificationResult } from './verification-result';

/** The certificate footer's URL: whether the certificate with this code is genuine, and what it states. */
export function VerificationPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const verification = useCertificateVerification(code);

  return (
    <Box bg="gray.50" flex="1">
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <Stack gap="6" p={{ base: '5', md: '8' }} rounded="2xl" bg="white" borderWidth="1px" borderColor="brand.100">
          <CodeForm key={code} initial={code} onVerify={(next) => navigate(paths.verification.getHref(next))} />
          {code && verification.isPending ? <Spinner aria-label="Verificando certificado" /> : null}
          {verification.isError ? (
            <Alert.Root status="error" role="alert" rounded="md">
              <Alert.Indicator />
              <Alert.Title>
                {(verification.error instanceof ApiError && verification.error.status < 500 && verification.error.detail) || 'No pudimos verificar el certificado. Intenta de nuevo.'}
              </Alert.Title>
            </Alert.Root>
          ) : null}
          {verification.data ? <VerificationResult verification={verification.data} /> : null}
        </Stack>
      </Container>
    </Box>
  );
}
