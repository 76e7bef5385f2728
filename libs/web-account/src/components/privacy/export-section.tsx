import type { DataExport } from '@emind/contracts';
import { EXPORT_DOWNLOAD_DAYS, privacyRequestStatusLabels } from '@emind/domain';
import { Badge, Button, Heading, HStack, Stack, Text, toast } from '@emind/web-ui';
import { useDownloadExport } from '../../api/privacy/download-export.ts';
import { useExports } from '../../api/privacy/get-exports.ts';
import { useRequestExport } from '../../api/privacy/request-export.ts';
import { clientErrorDetail } from '../../lib/field-errors.ts';
import { chileDateTime } from './privacy-format.ts';
import { PrivacyQueryState } from './privacy-query-state.tsx';

export const exportMessages = {
  requested: 'Recibimos tu solicitud. Te avisaremos por correo cuando tus datos estén listos.',
  requestFailed: 'No pudimos registrar tu solicitud. Inténtalo de nuevo.',
  downloadFailed: 'No pudimos descargar tus datos. Inténtalo de nuevo.',
  loadFailed: 'No pudimos cargar el estado de tus solicitudes.',
} as const;

const badgePalette: Record<DataExport['status'], string> = { pending: 'yellow', ready: 'green', done: 'green', expired: 'gray' };

function LatestExport({ latest }: { latest: DataExport }) {
  const download = useDownloadExport();
  const onDownload = () =>
    download.mutate(latest, { onError: (error) => toast.error(clientErrorDetail(error) ?? exportMessages.downloadFailed) });
  return (
    <Stack gap={2} borderWidth="1px" rounded="md" p={4}>
      <HStack gap={3} wrap="wrap">
        <Text fontWeight="semibold">Última solicitud: {chileDateTime(latest.requested_at)}</Text>
        <Badge colorPalette={badgePalette[latest.status]}>{privacyRequestStatusLabels[latest.status]}</Badge>
      </HStack>
      {latest.status === 'pending' ? (
        <Text fontSize="sm" color="fg.muted">Estamos reuniendo tus datos de todos los servicios. Esta página se actualiza sola.</Text>
      ) : null}
      {latest.status === 'ready' ? (
        <>
          {latest.expires_at ? <Text fontSize="sm">Disponible hasta el {chileDateTime(latest.expires_at)}.</Text> : null}
          <Button alignSelf="flex-start" colorPalette="brand" loading={download.isPending} onClick={onDownload}>Descargar</Button>
        </>
      ) : null}
      {latest.status === 'expired' ? (
        <Text fontSize="sm" color="fg.muted">El archivo ya no está disponible. Puedes solicitar uno nuevo.</Text>
      ) : null}
    </Stack>
  );
}

/** 'Descargar mis datos': request an export, follow it while it is prepared, download the ZIP. */
export function ExportSection() {
  const query = useExports();
  const request = useRequestExport();
  const latest = query.data?.[0];
  const onRequest = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(exportMessages.requested),
      onError: (error) => toast.error(clientErrorDetail(error) ?? exportMessages.requestFailed),
    });
  return (
    <Stack gap={4} as="section" aria-labelledby="privacy-export">
      <Heading as="h3" size="md" id="privacy-export">Descargar mis datos</Heading>
      <Text>
        Un archivo ZIP con todo lo que e-mind guarda sobre ti: tu cuenta y perfil, consentimientos, citas con su historial y
        pagos, comprobantes y documentos, reseñas y horarios, en un archivo legible (resumen.html) y otro para llevar a otro
        servicio (datos.json).
      </Text>
      <Text fontSize="sm" color="fg.muted">Te enviaremos un correo cuando esté listo. Podrás descargarlo durante {EXPORT_DOWNLOAD_DAYS} días.</Text>
      <PrivacyQueryState
        isPending={query.isPending}
        isError={query.isError}
        loadingLabel="Cargando tus solicitudes..."
        errorLabel={exportMessages.loadFailed}
        onRetry={() => void query.refetch()}
      >
        {latest ? <LatestExport latest={latest} /> : null}
        <Button
          alignSelf="flex-start"
          variant="outline"
          colorPalette="brand"
          loading={request.isPending}
          disabled={latest?.status === 'pending'}
          onClick={onRequest}
        >
          Solicitar mis datos
        </Button>
      </PrivacyQueryState>
    </Stack>
  );
}
