import { useState } from 'react';
import { ApiError } from '@emind/web-api';
import { LoadError } from '@emind/web-ui/lists';
import { PayoutsTable } from '@emind/web-payments';
import { Button, Heading, Spinner, Stack, Text } from '@emind/web-ui';
import { useCreatePayoutBatch, usePayoutBatch, usePayoutBatches } from '../api/payouts-api.ts';
import { DateActionForm } from './date-action-form.tsx';
import { PayoutBatchDetail } from './payout-batch-detail.tsx';

/**
 * 'Pagos a psicólogos': what the platform owes psychologists for card-paid sessions (after the first with each
 * patient), paid in batches: make a batch up to a date, see its transfers, download the bank file, mark it paid.
 */
export function PayoutsPage() {
  const batches = usePayoutBatches();
  const create = useCreatePayoutBatch();
  const [selected, setSelected] = useState<number | null>(null);
  const batch = usePayoutBatch(selected);
  const createBatch = async (to: string) => setSelected((await create.mutateAsync(to)).id);

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">Pagos a psicólogos</Heading>
      <Text color="fg.muted">
        e-mind cobra los pagos con tarjeta. Desde la segunda sesión con cada paciente, le debe al psicólogo/a el monto (menos lo reembolsado) cuando la
        sesión está realizada o el paciente no asistió, y lo que retuvo una cancelación tardía una vez hecho el reembolso. Cada sesión entra en un solo
        lote.
      </Text>
      <Stack gap="3" as="section" aria-labelledby="new-payout-heading">
        <Heading as="h2" size="lg" id="new-payout-heading">Nuevo lote</Heading>
        <DateActionForm label="Sesiones hasta" action="Crear lote" field="to" onSubmit={createBatch} />
      </Stack>
      {batches.isPending ? <Spinner aria-label="Cargando lotes de pago" /> : null}
      {batches.isError ? (
        <LoadError
          message={(batches.error instanceof ApiError && batches.error.status < 500 && batches.error.detail) || 'No se pudieron cargar los lotes de pago.'}
          onRetry={() => void batches.refetch()}
        />
      ) : null}
      {batches.data ? (
        <PayoutsTable
          rows={batches.data.results.map((row) => ({ ...row, amount: row.total }))}
          caption="Lotes de pago"
          emptyText="Aún no hay lotes de pago."
          action={(row) => (
            <Button size="xs" variant="outline" onClick={() => setSelected(row.id)} aria-label={`Ver lote N° ${row.id}`}>Ver</Button>
          )}
        />
      ) : null}
      {batch.isError ? <LoadError message="No se pudo cargar el lote." onRetry={() => void batch.refetch()} /> : null}
      {batch.data ? <PayoutBatchDetail batch={batch.data} /> : null}
    </Stack>
  );
}
