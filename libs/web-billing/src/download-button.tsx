import { useState } from 'react';
import { ApiError, apiFile, saveBlob } from '@emind/web-api';
import { Button } from '@emind/web-ui';

interface DownloadButtonProps {
  /** Under /api, with its query. */
  path: string;
  fallbackName: string;
  children: string;
  onError: (message: string | null) => void;
}

/** A file from the API with the bearer (a plain link carries no token), saved under the server's name. */
export function DownloadButton({ path, fallbackName, children, onError }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    onError(null);
    try {
      const file = await apiFile(path);
      saveBlob(file.blob, file.fileName ?? fallbackName);
    } catch (error) {
      onError((error instanceof ApiError && error.status < 500 && error.detail) || 'No se pudo descargar el archivo. Intenta de nuevo.');
    } finally {
      setBusy(false);
    }
  };
  return <Button size="sm" variant="outline" loading={busy} onClick={() => void download()}>{children}</Button>;
}
