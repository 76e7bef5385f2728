import { useState } from 'react';
import type { SharedDocument } from '@emind/contracts';
import { DOCUMENT_NO_SIGNATURE_LABEL, DOCUMENT_PENDING_LABEL, formatLongDate } from '@emind/domain';
import { Badge, Button, Card, HStack, Stack, Text, toast } from '@emind/web-ui';
import { downloadDocument } from './documents-api.ts';
import { SignDocumentDialog } from './sign-document-dialog.tsx';

function statusOf(document: SharedDocument): { label: string; palette: string } {
  if (document.signature) return { label: `Firmado el ${formatLongDate(document.signature.signed_at)}`, palette: 'green' };
  return document.requires_signature ? { label: DOCUMENT_PENDING_LABEL, palette: 'orange' } : { label: DOCUMENT_NO_SIGNATURE_LABEL, palette: 'gray' };
}

/** One document: who it is with, its status, its downloads and, for the patient, 'Firmar' while it waits for them. */
export function DocumentItem({ document, role }: { document: SharedDocument; role: 'client' | 'psychologist' }) {
  const [signing, setSigning] = useState(false);
  const status = statusOf(document);
  const download = (copy: 'file' | 'signed') => {
    downloadDocument(document, copy).catch(() => toast.error('No se pudo descargar el documento. Intenta de nuevo.'));
  };
  return (
    <Card.Root as="li" aria-label={document.title}>
      <Card.Body>
        <Stack gap={2}>
          <HStack justify="space-between" wrap="wrap">
            <Text fontWeight="semibold">{document.title}</Text>
            <Badge colorPalette={status.palette}>{status.label}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {role === 'client' ? `De ${document.with_name}` : `Para ${document.with_name}`} · compartido el {formatLongDate(document.shared_at)}
            {document.signature ? ` · firmado por ${document.signature.full_name}` : ''}
          </Text>
          <HStack wrap="wrap" gap={2}>
            <Button size="sm" variant="outline" onClick={() => download('file')}>Descargar original</Button>
            {document.signature ? <Button size="sm" variant="outline" onClick={() => download('signed')}>Descargar copia firmada</Button> : null}
            {role === 'client' && document.requires_signature && !document.signature ? (
              <Button size="sm" onClick={() => setSigning(true)}>Firmar</Button>
            ) : null}
          </HStack>
        </Stack>
      </Card.Body>
      {signing ? <SignDocumentDialog document={document} open={signing} onClose={() => setSigning(false)} /> : null}
    </Card.Root>
  );
}
