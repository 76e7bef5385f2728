import { useMutation } from '@tanstack/react-query';
import type { DataExport } from '@emind/contracts';
import { apiFile, saveBlob } from '@emind/web-api';

const FALLBACK_NAME = 'e-mind-datos.zip';

/** The ZIP is fetched with the bearer (a plain link would carry no token) and saved under the server's name. */
export async function downloadExport(dataExport: Pick<DataExport, 'id' | 'download_url'>): Promise<void> {
  const path = (dataExport.download_url ?? `/api/privacy/exports/${dataExport.id}/download/`).replace(/^\/api/, '');
  const file = await apiFile(path);
  saveBlob(file.blob, file.fileName ?? FALLBACK_NAME);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
