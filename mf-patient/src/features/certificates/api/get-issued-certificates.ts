import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IssuedCertificate, IssuedCertificateList } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export async function getIssuedCertificates(): Promise<IssuedCertificate[]> {
  return (await apiRequest<IssuedCertificateList>('/billing/certificates/issued/')).results;
}

export function getIssuedCertificatesQueryOptions() {
  return queryOptions({ queryKey: ['issued-certificates'], queryFn: getIssuedCertificates });
}

/** The patient's certificates, newest first, each with whether it still stands (a revoked one says why). */
export function useIssuedCertificates() {
  return useQuery(getIssuedCertificatesQueryOptions());
}
