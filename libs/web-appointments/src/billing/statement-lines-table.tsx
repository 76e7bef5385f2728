import type { StatementLine } from '@emind/contracts';
import { formatClp, formatDocumentDate, paymentReceiverLabel } from '@emind/domain';
import { Box, Table, Text } from '@emind/web-ui';

const kindLabels: Record<StatementLine['kind'], string> = {
  held: 'Pagada',
  cancelled_refund_pending: 'Cancelada, reembolso pendiente',
  refunded: 'Reembolsada',
};

/** The month's sessions, one row each, as the statement's CSV lists them. */
export function StatementLinesTable({ lines, caption, showPsychologist = false }: { lines: readonly StatementLine[]; caption: string; showPsychologist?: boolean }) {
  if (lines.length === 0) return <Text color="fg.muted">No hay sesiones pagadas en este mes.</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline">
        <Table.Caption captionSide="top" textAlign="start" mb="2">{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Fecha</Table.ColumnHeader>
            <Table.ColumnHeader>Cita</Table.ColumnHeader>
            <Table.ColumnHeader>Paciente</Table.ColumnHeader>
            {showPsychologist ? <Table.ColumnHeader>Psicólogo/a</Table.ColumnHeader> : null}
            <Table.ColumnHeader textAlign="end">Monto</Table.ColumnHeader>
            <Table.ColumnHeader>Recibe</Table.ColumnHeader>
            <Table.ColumnHeader>Estado</Table.ColumnHeader>
            <Table.ColumnHeader>Boleta</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.appointment}>
              <Table.Cell>{formatDocumentDate(line.date)} {line.start_time}</Table.Cell>
              <Table.Cell>{line.appointment_code}</Table.Cell>
              <Table.Cell>{line.patient_name}</Table.Cell>
              {showPsychologist ? <Table.Cell>{line.psychologist_name}</Table.Cell> : null}
              <Table.Cell textAlign="end">{formatClp(line.amount)}</Table.Cell>
              <Table.Cell>{paymentReceiverLabel(line.receiver, line.payment_method)}</Table.Cell>
              <Table.Cell>{kindLabels[line.kind]}</Table.Cell>
              <Table.Cell>{line.boleta_folio ? `N° ${line.boleta_folio}` : 'Falta'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
