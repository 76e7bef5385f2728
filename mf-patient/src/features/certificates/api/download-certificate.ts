import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificateQuery } from '@emind/contracts';
import { apiFile, saveBlob } from '@emind/web-api';
import { getIssuedCertificatesQueryOptions } from './get-issued-certificates.ts';

/** The 'Certificado de atención para reembolso' of a range (PDF), or as a ZIP with the boletas' PDFs beside it. */
export async function downloadCertificate({ from, to, format = 'pdf' }: CertificateQuery): Promise<void> {
  const query = new URLSearchParams({ from, to, format });
  const file = await apiFile(`/billing/certificates/?${query.toString()}`);
  saveBlob(file.blob, file.fileName ?? `certificado-reembolso-${from}-${to}.${format}`);
}

export function useDownloadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadCertificate,
    // Each download issues a new certificate with its own code: the list of issued ones grows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getIssuedCertificatesQueryOptions().queryKey }),
  });
}
