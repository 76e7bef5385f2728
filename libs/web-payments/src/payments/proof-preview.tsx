import { useEffect, useMemo } from 'react';
import type { Appointment } from '@emind/contracts';
import { Button, chakra, Image, Spinner, Stack, Text } from '@emind/web-ui';
import { saveBlob } from '@emind/web-api';
import { useProofFile } from './payments-api.ts';

/** 'Comprobante': the proof shown inline (image or PDF) from an authorised download, and downloadable. */
export function ProofPreview({ appointment }: { appointment: Appointment }) {
  const proof = useProofFile(appointment, true);
  const url = useMemo(() => (proof.data ? URL.createObjectURL(proof.data) : null), [proof.data]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);

  if (!appointment.payment_proof_url) return <Text color="fg.muted">El paciente aún no ha subido un comprobante.</Text>;
  if (proof.isPending) return <Spinner color="brand.500" aria-label="Cargando comprobante" />;
  if (proof.isError) return <Text color="red.700" role="alert">Error al descargar el comprobante</Text>;
  const type = proof.data.type;
  const extension = type === 'application/pdf' ? 'pdf' : type.replace('image/', '');
  return (
    <Stack gap="3">
      {url && type.startsWith('image/') ? <Image src={url} alt={`Comprobante de ${appointment.code}`} maxH="96" objectFit="contain" /> : null}
      {url && type === 'application/pdf' ? <chakra.iframe src={url} title={`Comprobante de ${appointment.code}`} w="full" h="96" /> : null}
      {!type.startsWith('image/') && type !== 'application/pdf' ? <Text>El formato del archivo no es compatible para previsualización.</Text> : null}
      <Button variant="outline" alignSelf="flex-start" onClick={() => saveBlob(proof.data, `comprobante-${appointment.code}.${extension}`)}>
        Descargar comprobante
      </Button>
    </Stack>
  );
}
