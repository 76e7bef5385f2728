import type { StatementLine } from '@emind/contracts';
import { formatClp, formatDocumentDate, paymentReceiverLabel } from '@emind/domain';
import { Text } from '@emind/web-ui';
import { RowList, type RowField } from '@emind/web-ui/lists';

const kindLabels: Record<StatementLine['kind'], string> = {
  held: 'Pagada',
  cancelled_refund_pending: 'Cancelada, reembolso pendiente',
  refunded: 'Reembolsada',
};

/** The month's sessions, one row each, as the statement's CSV lists them. */
export function StatementLinesTable({ lines, caption, showPsychologist = false }: { lines: readonly StatementLine[]; caption: string; showPsychologist?: boolean }) {
  if (lines.length === 0) return <Text color="fg.muted">No hay sesiones pagadas en este mes.</Text>;
  const fields: RowField<StatementLine>[] = [
    { label: 'Fecha', value: (line) => `${formatDocumentDate(line.date)} ${line.start_time}` },
    { label: 'Cita', value: (line) => line.appointment_code },
    { label: 'Paciente', value: (line) => line.patient_name },
    ...(showPsychologist ? [{ label: 'Psicólogo/a', value: (line: StatementLine) => line.psychologist_name }] : []),
    { label: 'Monto', value: (line) => formatClp(line.amount), align: 'end' },
    { label: 'Recibe', value: (line) => paymentReceiverLabel(line.receiver, line.payment_method) },
    { label: 'Estado', value: (line) => kindLabels[line.kind] },
    { label: 'Boleta', value: (line) => (line.boleta_folio ? `N° ${line.boleta_folio}` : 'Falta') },
  ];
  return <RowList rows={lines} fields={fields} rowKey={(line) => line.appointment} label={caption} caption />;
}
