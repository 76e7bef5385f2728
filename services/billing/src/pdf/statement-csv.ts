import type { AdminBillingMonth, MonthlyStatement, StatementLine } from '@emind/contracts';
import { formatDocumentDate } from '@emind/domain';
import { csvFile, type CsvValue } from '@emind/server-kit';
import { lineKindLabels, receiverLabel } from './statement-pdf.ts';

/** The columns as the PDF's table names them, in Spanish: the file is read by people in Excel, not by a program. */
const LINE_HEADER = ['Fecha', 'Hora', 'Cita', 'Paciente', 'Psicólogo(a)', 'Recibe', 'Estado', 'Folio boleta', 'Monto'];
const lineRow = (line: StatementLine): CsvValue[] => [
  formatDocumentDate(line.date), line.start_time, line.appointment_code, line.patient_name, line.psychologist_name,
  receiverLabel(line), lineKindLabels[line.kind], line.boleta_folio, line.amount,
];

/** A total as a row a spreadsheet reads: its name in the first column, the count and the figure in the last two. */
const totalRow = (name: string, count: number | null, amount: number | null): CsvValue[] => [name, '', '', '', '', '', '', count, amount];

/** 'Mis ingresos': one row per session, then the totals. */
export function statementCsv(statement: MonthlyStatement): string {
  return csvFile([
    LINE_HEADER,
    ...statement.lines.map(lineRow),
    [],
    totalRow('Total recibido directamente', statement.received_directly.count, statement.received_directly.amount),
    totalRow('Total pagado con tarjeta (vía e-mind)', statement.paid_by_card.count, statement.paid_by_card.amount),
    totalRow('Total retenido por e-mind (1.ª sesión)', statement.kept_by_platform.count, statement.kept_by_platform.amount),
    totalRow('Total cancelado con pago', statement.cancelled_paid.count, statement.cancelled_paid.amount),
    totalRow('Total reembolsado', statement.refunded.count, statement.refunded.amount),
    totalRow('Boletas emitidas', null, statement.boletas_issued),
    totalRow('Boletas pendientes', null, statement.boletas_missing),
    totalRow('Retención informativa (tasa %, monto)', statement.retention.rate, statement.retention.amount),
  ]);
}

/** The admin's month: what the platform received (first sessions) and refunded. */
export function adminMonthCsv(month: AdminBillingMonth): string {
  return csvFile([
    LINE_HEADER,
    ...month.lines.map(lineRow),
    [],
    totalRow('Total recibido por e-mind', month.platform_received.count, month.platform_received.amount),
    totalRow('Total reembolsado', month.refunded.count, month.refunded.amount),
    totalRow('Total por reembolsar', month.refunds_pending.count, month.refunds_pending.amount),
    totalRow('Boletas adjuntas', null, month.boletas_attached),
    totalRow('Boletas pendientes', null, month.boletas_missing),
  ]);
}
