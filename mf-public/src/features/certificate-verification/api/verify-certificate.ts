import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '@emind/contracts';
import { ApiError, apiRequest } from '@emind/web-api';

const notGenuine: CertificateVerification = { genuine: false, certificate: null };

/** What a certificate's code states, publicly; a code nobody issued is simply not genuine (the API may answer 404). */
export async function verifyCertificate(code: string): Promise<CertificateVerification> {
  try {
    return await apiRequest<CertificateVerification>(`/billing/verify/${encodeURIComponent(code)}/`, { anonymous: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return notGenuine;
    throw error;
  }
}

export function getCertificateVerificationQueryOptions(code: string) {
  return queryOptions({ queryKey: ['certificate-verification', code], queryFn: () => verifyCertificate(code), staleTime: Infinity });
}

export function useCertificateVerification(code: string) {
  return useQuery({ ...getCertificateVerificationQueryOptions(code), enabled: code !== '' });
}
