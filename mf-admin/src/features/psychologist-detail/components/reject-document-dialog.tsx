import { useState } from 'react';
import { Field, Text, Textarea } from '@emind/web-ui';
import { ConfirmDialog } from '@emind/web-ui';

export const REJECTION_REASON_REQUIRED = 'Por favor, ingrese un motivo de rechazo';

interface RejectDocumentDialogProps {
  documentLabel: string | null;
  loading: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Rejecting a document needs a non-blank reason: the psychologist sees it and replaces the file. */
export function RejectDocumentDialog({ documentLabel, loading, onReject, onClose }: RejectDocumentDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!reason.trim()) {
      setError(REJECTION_REASON_REQUIRED);
      return;
    }
    onReject(reason.trim());
  };
  return (
    <ConfirmDialog open={documentLabel !== null} title="Rechazar documento" confirmLabel="Rechazar documento" confirmPalette="red" loading={loading} onConfirm={submit} onClose={close}>
      <Text mb={3}>{documentLabel}</Text>
      <Field.Root invalid={error !== null} required>
        <Field.Label>Motivo de rechazo</Field.Label>
        <Textarea value={reason} onChange={(e) => { setReason(e.target.value); setError(null); }} placeholder="Explica qué debe corregir el psicólogo" />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    </ConfirmDialog>
  );
}
