import { useState } from 'react';
import type { PayoutBatch } from '@emind/contracts';
import { formatClp, formatDocumentDate, sessionCount } from '@emind/domain';
import { DownloadButton, PayoutState } from '@emind/web-appointments';
import { Alert, Badge, Box, Flex, Heading, Stack, Table, Text } from '@emind/web-ui';
import { useMarkPayoutPaid } from '../api/payouts-api.ts';
import { DateActionForm } from './date-action-form.tsx';

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
      <Box overflowX="auto">
        <Table.Root size="sm" variant="outline">
          <Table.Caption captionSide="top" textAlign="start" mb="2">Transferencias del lote</Table.Caption>
          <Table.Header>
            <Table.Row>
              {['Nombre', 'RUT', 'Banco', 'Tipo de cuenta', 'N° de cuenta', 'Correo', 'Referencia'].map((header) => <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>)}
              <Table.ColumnHeader textAlign="end">Monto</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {batch.lines.map((line) => (
              <Table.Row key={line.psychologist}>
                <Table.Cell>{line.name || <Badge colorPalette="red" variant="outline">Faltan datos bancarios</Badge>}</Table.Cell>
                <Table.Cell>{line.rut}</Table.Cell>
                <Table.Cell>{line.bank}</Table.Cell>
                <Table.Cell>{line.account_type}</Table.Cell>
                <Table.Cell>{line.account_number}</Table.Cell>
                <Table.Cell>{line.email}</Table.Cell>
                <Table.Cell>{line.reference}</Table.Cell>
                <Table.Cell textAlign="end">{formatClp(line.amount)} <Text as="span" color="fg.muted" fontSize="xs">({sessionCount(line.sessions)})</Text></Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
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
