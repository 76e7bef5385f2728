import { useState } from 'react';
import { formatDocumentDate } from '@emind/domain';
import { Button, HStack, Spinner, Stack, Text } from '@emind/web-ui';
import { downloadBoletaFile, useBoleta } from './boleta-api.ts';
import { BoletaForm } from './boleta-form.tsx';

/** A session's boleta: what is attached (with its PDF) and the form to attach or replace it. */
export function BoletaPanel({ appointmentId }: { appointmentId: number }) {
  const boleta = useBoleta(appointmentId);
  const [replacing, setReplacing] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  if (boleta.isPending) return <Spinner size="sm" aria-label="Cargando boleta" />;
  if (boleta.isError) return <Text color="red.700">No se pudo cargar la boleta de esta sesión.</Text>;
  const current = boleta.data;
  if (!current) return <BoletaForm appointmentId={appointmentId} />;

  const download = () => {
    setDownloadFailed(false);
    downloadBoletaFile(current).catch(() => setDownloadFailed(true));
  };
  return (
    <Stack gap="3">
      <Text data-testid="boleta-attached">Boleta N° {current.folio}, emitida el {formatDocumentDate(current.issued_on)}{current.file_url ? '' : ' (sin PDF)'}</Text>
      <HStack gap="2" wrap="wrap">
        {current.file_url ? <Button size="xs" variant="outline" onClick={download}>Descargar boleta</Button> : null}
        {replacing ? null : <Button size="xs" variant="ghost" onClick={() => setReplacing(true)}>Corregir boleta</Button>}
      </HStack>
      {downloadFailed ? <Text color="red.700" role="alert">No se pudo descargar la boleta.</Text> : null}
      {replacing ? <BoletaForm appointmentId={appointmentId} current={current} onSaved={() => setReplacing(false)} /> : null}
    </Stack>
  );
}
