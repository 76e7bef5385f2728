import { useRef, useState } from 'react';
import { Alert, Button, HStack, Progress, Stack, Text } from '@emind/web-ui';
import { useUploadPaymentProof } from '../api/upload-payment-proof';

const ACCEPTED = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 10 * 1024 * 1024;

/** 'Subir comprobante': an image or a PDF up to 10 MB, with progress. */
export function ProofUpload({ appointmentId }: { appointmentId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const upload = useUploadPaymentProof(setProgress);

  const submit = () => {
    setMessage(null);
    if (!file) return setMessage('Debes seleccionar un archivo antes de subir el comprobante.');
    if (!ACCEPTED.includes(file.type)) return setMessage('Formato no permitido. Sube una imagen (JPG, PNG o WebP) o un PDF.');
    if (file.size > MAX_BYTES) return setMessage('El comprobante es demasiado grande. El tamaño máximo es 10MB.');
    setProgress(0);
    upload.mutate(
      { id: appointmentId, file },
      {
        onSuccess: () => setFile(null),
        onError: () => setMessage('No pudimos subir tu comprobante. Por favor, intenta de nuevo.'),
      },
    );
  };

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <input ref={input} type="file" accept="image/*,application/pdf" aria-label="Comprobante de pago" hidden
          onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        <Button variant="outline" onClick={() => input.current?.click()}>Seleccionar archivo</Button>
        <Text fontSize="sm" color="fg.muted">{file ? file.name : 'Ningún archivo seleccionado'}</Text>
      </HStack>
      {upload.isPending ? (
        <Progress.Root value={Math.round(progress * 100)} aria-label="Progreso de la subida">
          <Progress.Track><Progress.Range /></Progress.Track>
        </Progress.Root>
      ) : null}
      {message ? (
        <Alert.Root status="error" rounded="md"><Alert.Indicator /><Alert.Title>{message}</Alert.Title></Alert.Root>
      ) : null}
      {upload.isSuccess ? <Text color="green.700" role="status">Comprobante subido. Lo verificaremos pronto.</Text> : null}
      <Button colorPalette="brand" onClick={submit} loading={upload.isPending} alignSelf="flex-start">Subir comprobante</Button>
    </Stack>
  );
}
