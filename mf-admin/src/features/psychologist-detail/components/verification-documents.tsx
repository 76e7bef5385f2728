import { useState } from 'react';
import { Badge, Button, HStack, Stack, Text, toast } from '@emind/web-ui';
import { formatLongDate, verificationDocumentTypes } from '@emind/domain';
import { downloadDocument } from '../api/download-document.ts';
import { useUpdateDocumentStatus } from '../api/update-document-status.ts';
import { documentState, documentStateColors, documentStateLabels, documentTypeLabel } from '../lib/document-labels.ts';
import type { PsychologistDetail, VerificationDocument } from '@emind/contracts';
import { DetailSection } from './detail-section.tsx';
import { DocumentPreview } from './document-preview.tsx';
import { RejectDocumentDialog } from './reject-document-dialog.tsx';

interface Row {
  type: string;
  document: VerificationDocument | undefined;
}

/** The four required types always show (missing ones as 'No subido'), then any other uploaded kind. */
function rowsOf(documents: VerificationDocument[]): Row[] {
  const required = verificationDocumentTypes.map(({ value }) => ({ type: value, document: documents.find((d) => d.document_type === value) }));
  const others = documents.filter((d) => !verificationDocumentTypes.some((t) => t.value === d.document_type));
  return [...required, ...others.map((d) => ({ type: d.document_type, document: d }))];
}

export function VerificationDocuments({ psychologist }: { psychologist: PsychologistDetail }) {
  const mutation = useUpdateDocumentStatus(psychologist.id);
  const [rejecting, setRejecting] = useState<VerificationDocument | null>(null);
  const [previewing, setPreviewing] = useState<ReadonlySet<number>>(new Set());
  const togglePreview = (id: number) => setPreviewing((shown) => {
    const next = new Set(shown);
    if (!next.delete(id)) next.add(id);
    return next;
  });

  const approve = async (document: VerificationDocument) => {
    try {
      await mutation.mutateAsync({ documentId: document.id, review: { status: 'approved' } });
      toast.success('Documento aprobado');
    } catch {
      toast.error('Error al actualizar el estado del documento');
    }
  };
  const reject = async (reason: string) => {
    if (!rejecting) return;
    try {
      await mutation.mutateAsync({ documentId: rejecting.id, review: { status: 'rejected', reason } });
      toast.success('Documento rechazado');
      setRejecting(null);
    } catch {
      toast.error('Error al rechazar el documento');
    }
  };
  const download = async (document: VerificationDocument) => {
    try {
      await downloadDocument(document.id, document.file_name || `${document.document_type}-${document.id}`);
    } catch {
      toast.error('Error al descargar el documento');
    }
  };

  return (
    <DetailSection title="Documentos de verificación">
      <Stack gap={3} as="ul" listStyleType="none">
        {rowsOf(psychologist.verification_documents).map(({ type, document }) => {
          const state = documentState(document);
          const label = documentTypeLabel(type);
          return (
            <Stack as="li" key={document?.id ?? type} aria-label={label} borderWidth="1px" borderRadius="md" p={3} gap={2}>
              <HStack justify="space-between" wrap="wrap" gap={2}>
                <Text fontWeight="semibold">{label}</Text>
                <Badge colorPalette={documentStateColors[state]}>{documentStateLabels[state]}</Badge>
              </HStack>
              {document?.file_name ? (
                <Text fontSize="sm" color="fg.muted">
                  {document.file_name}{document.uploaded_at ? ` · subido el ${formatLongDate(document.uploaded_at)}` : ''}
                </Text>
              ) : null}
              {state === 'rejected' && document?.rejection_reason ? (
                <Text fontSize="sm" color="fg.error">Motivo de rechazo: {document.rejection_reason}</Text>
              ) : null}
              {document ? (
                <HStack gap={2} wrap="wrap">
                  <Button size="sm" variant="outline" aria-expanded={previewing.has(document.id)} onClick={() => togglePreview(document.id)}>
                    {previewing.has(document.id) ? 'Ocultar vista previa' : 'Ver documento'}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void download(document)}>Descargar</Button>
                  {state !== 'approved' ? (
                    <Button size="sm" colorPalette="brand" disabled={mutation.isPending} onClick={() => void approve(document)}>Aprobar</Button>
                  ) : null}
                  {state !== 'rejected' ? (
                    <Button size="sm" colorPalette="red" variant="outline" disabled={mutation.isPending} onClick={() => setRejecting(document)}>Rechazar</Button>
                  ) : null}
                </HStack>
              ) : null}
              {document && previewing.has(document.id) ? <DocumentPreview document={document} label={label} /> : null}
            </Stack>
          );
        })}
      </Stack>
      <RejectDocumentDialog
        key={rejecting?.id ?? 'closed'}
        documentLabel={rejecting ? documentTypeLabel(rejecting.document_type) : null}
        loading={mutation.isPending}
        onReject={(reason) => void reject(reason)}
        onClose={() => setRejecting(null)}
      />
    </DetailSection>
  );
}
