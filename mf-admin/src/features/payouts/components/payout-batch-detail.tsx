import { useState } from 'react';
import type { PayoutBatch } from '@emind/contracts';
import { formatClp, formatDocumentDate, sessionCount } from '@emind/domain';
import { DownloadButton } from '@emind/web-billing';
import { PayoutState } from '@emind/web-payments';
import { RowList, type RowField } from '@emind/web-ui/lists';
import { Alert, Badge, Flex, Heading, Stack, Text } from '@emind/web-ui';
import { useMarkPayoutPaid } from '../api/payouts-api.ts';
import { DateActionForm } from './date-action-form.tsx';

type TransferLine = PayoutBatch['lines'][number];

const transferFields: RowField<TransferLine>[] = [
  { label: 'Nombre', value: (line) => line.name || <Badge colorPalette="red" variant="outline">Faltan datos bancarios</Badge> },
  { label: 'RUT', value: (line) => line.rut },
  { label: 'Banco', value: (line) => line.bank },
  { label: 'Tipo de cuenta', value: (line) => line.account_type },
  { label: 'N° de cuenta', value: (line) => line.account_number },
  { label: 'Correo', value: (line) => line.email },
  { label: 'Referencia', value: (line) => line.reference },
  {
    label: 'Monto',
    align: 'end',
    value: (line) => <>{formatClp(line.amount)} <Text as="span" color="fg.muted" fontSize="xs">({sessionCount(line.sessions)})</Text></>,
  },
];

/** One batch: each psychologist's transfer with the bank data it was made with, the bank file, and 'Marcar pagado'. */
export function PayoutBatchDetail({ batch }: { batch: PayoutBatch }) {
  const markPaid = useMarkPayoutPaid();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <Stack gap="4" as="section" aria-labelledby="payout-batch-heading">
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <Heading as="h2" size="lg" id="payout-batch-heading">Lote N° {batch.id}: sesiones hasta el {formatDocumentDate(batch.up_to)}</Heading>
        <PayoutState paidOn={batch.paid_on} />
      </Flex>
      <Text>{formatClp(batch.total)} a {batch.psychologists === 1 ? '1 psicólogo/a' : `${batch.psychologists} psicólogos/as`} ({sessionCount(batch.sessions)}).</Text>
      <RowList rows={batch.lines} fields={transferFields} rowKey={(line) => line.psychologist} label="Transferencias del lote" caption />
      <Flex gap="4" align="flex-end" wrap="wrap" justify="space-between">
        <DownloadButton path={`/admin/payouts/${batch.id}/?format=csv`} fallbackName={`nomina-pagos-${batch.id}.csv`} onError={setDownloadError}>
          Descargar nómina (CSV)
        </DownloadButton>
        <DateActionForm label="Fecha de pago" action="Marcar pagado" field="paid_on" min={batch.up_to} onSubmit={(paidOn) => markPaid.mutateAsync({ id: batch.id, paidOn })} />
      </Flex>
      {downloadError ? <Alert.Root status="error" role="alert" rounded="md"><Alert.Indicator /><Alert.Title>{downloadError}</Alert.Title></Alert.Root> : null}
    </Stack>
  );
}
