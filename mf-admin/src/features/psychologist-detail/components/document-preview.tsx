import { useEffect, useState } from 'react';
import { Image, Spinner, Text } from '@emind/web-ui';
import { downloadDocumentBlob } from '../api/download-document.ts';
import { previewKindOf, type PreviewKind } from '../lib/preview-kind.ts';
import type { VerificationDocument } from '@emind/contracts';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; src: string; kind: PreviewKind };

/** The document in the page, fetched through the authorised route with the admin's token (never a public link). */
export function DocumentPreview({ document, label }: { document: VerificationDocument; label: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let src: string | null = null;
    let live = true;
    downloadDocumentBlob(document.id).then(
      (blob) => {
        if (!live) return;
        src = URL.createObjectURL(blob);
        setLoaded({ state: 'ready', src, kind: previewKindOf(blob.type, document.file_name) });
      },
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
      if (src) URL.revokeObjectURL(src);
    };
  }, [document.id, document.file_name]);

  if (loaded.state === 'loading') return <Spinner size="sm" aria-label={`Cargando ${label}`} />;
  if (loaded.state === 'failed') return <Text fontSize="sm" color="fg.error" role="alert">No se pudo cargar la vista previa del documento.</Text>;
  const title = `Vista previa: ${label}`;
  switch (loaded.kind) {
    case 'pdf':
      return <iframe src={loaded.src} title={title} style={{ width: '100%', height: 560, maxHeight: '70vh', border: '1px solid #d4d4d8', borderRadius: 6 }} />;
    case 'image':
      return <Image src={loaded.src} alt={title} maxH="560px" objectFit="contain" borderWidth="1px" borderRadius="md" />;
    case 'video':
      return <video src={loaded.src} controls aria-label={title} style={{ width: '100%', maxHeight: 560 }} />;
    case 'none':
      return <Text fontSize="sm" color="fg.muted">Este tipo de archivo no se puede ver en la página: usa «Descargar».</Text>;
  }
}
