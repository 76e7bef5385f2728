import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@emind/web-api';
import { DownloadButton, MonthPicker, monthOrCurrent, PendingBoletasList, StatementLinesTable, usePendingBoletas } from '@emind/web-billing';
import { LoadError } from '@emind/web-ui/lists';
import { Alert, Flex, Heading, Spinner, Stack } from '@emind/web-ui';
import { useBillingMonth } from '../api/get-billing-month.ts';
import { BillingFigures } from './billing-figures.tsx';

/** 'Facturación': per month, what the platform received and refunded, its boletas, and a CSV; the platform's pending boletas. */
export function BillingPage() {
  const [params, setParams] = useSearchParams();
  const month = monthOrCurrent(params.get('mes'));
  const summary = useBillingMonth(month);
  // The month and the pending boletas are drawn together, once both have answered: the month's sessions arriving
  // after the boletas pushed them down.
  const pendingBoletas = usePendingBoletas();
  const firstLoad = summary.isPending || pendingBoletas.isPending;
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const choose = (next: string) => setParams((current) => { current.set('mes', next); return current; }, { replace: true });

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">Facturación</Heading>
      <Flex gap="4" justify="space-between" align="flex-end" wrap="wrap">
        <MonthPicker month={month} onChange={choose} />
        <DownloadButton path={`/admin/billing/${month}/?format=csv`} fallbackName={`facturacion-${month}.csv`} onError={setDownloadError}>Descargar CSV</DownloadButton>
      </Flex>
      {downloadError ? <Alert.Root status="error" role="alert" rounded="md"><Alert.Indicator /><Alert.Title>{downloadError}</Alert.Title></Alert.Root> : null}
      {firstLoad ? <Spinner aria-label="Cargando facturación" /> : null}
      {summary.isError ? (
        <LoadError
          message={(summary.error instanceof ApiError && summary.error.status < 500 && summary.error.detail) || 'No se pudo cargar el resumen del mes.'}
          onRetry={() => void summary.refetch()}
        />
      ) : null}
      {summary.data && !firstLoad ? (
        <Stack gap="6" opacity={summary.isPlaceholderData ? 0.6 : 1}>
          <BillingFigures month={summary.data} />
          <StatementLinesTable lines={summary.data.lines} caption="Primeras sesiones del mes" showPsychologist />
        </Stack>
      ) : null}
      {firstLoad ? null : (
        <Stack gap="3" as="section" aria-labelledby="platform-pending-boletas">
          <Heading as="h2" size="lg" id="platform-pending-boletas">Boletas pendientes de e-mind</Heading>
          <PendingBoletasList showPsychologist emptyText="No hay primeras sesiones pagadas sin boleta." />
        </Stack>
      )}
    </Stack>
  );
}
