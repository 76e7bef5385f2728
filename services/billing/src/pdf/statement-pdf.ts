import type { MonthlyStatement, StatementLine } from '@emind/contracts';
import { formatClp, formatDocumentDate, sessionCount } from '@emind/domain';
import { DocumentWriter } from './document.ts';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** '2026-11' → 'noviembre de 2026'. */
export const monthLabel = (month: string): string => `${MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;

export const lineKindLabels: Record<StatementLine['kind'], string> = {
  held: 'Realizada o agendada',
  cancelled_refund_pending: 'Cancelada, por reembolsar',
  refunded: 'Cancelada, reembolsada',
};

/** Who received the payment, as the statement's column reads it: a later session paid by card goes through e-mind. */
export const receiverLabel = (line: StatementLine): string =>
  line.receiver === 'platform' ? 'e-mind (1.ª sesión)' : line.payment_method === 'credit_card' ? 'Tarjeta (vía e-mind)' : 'Directo';

const percent = (rate: number): string => `${String(rate).replace('.', ',')} %`;

/** 'Mis ingresos' as a PDF: the figures of the JSON page, the sessions, and the retention with its legal source. */
export async function renderStatement(statement: MonthlyStatement, origin: string): Promise<Uint8Array> {
  const title = `Mis ingresos: ${monthLabel(statement.month)}`;
  const doc = await DocumentWriter.create(title, `Resumen informativo emitido por e-mind (${origin}). No reemplaza la boleta de honorarios ni la declaración ante el SII.`);
  doc.title(title);
  doc.fields([
    ['Psicólogo(a)', statement.psychologist_name],
    ['Sesiones atendidas', String(statement.sessions_held)],
    ['Recibido directamente', `${formatClp(statement.received_directly.amount)} (${sessionCount(statement.received_directly.count)})`],
    ['Pagado con tarjeta (e-mind te lo transfiere)', `${formatClp(statement.paid_by_card.amount)} (${sessionCount(statement.paid_by_card.count)})`],
    ['Retenido por e-mind (1.ª sesión)', `${formatClp(statement.kept_by_platform.amount)} (${sessionCount(statement.kept_by_platform.count)})`],
    ['Canceladas con pago', `${formatClp(statement.cancelled_paid.amount)} (${sessionCount(statement.cancelled_paid.count)})`],
    ['Reembolsadas', `${formatClp(statement.refunded.amount)} (${sessionCount(statement.refunded.count)})`],
    ['Boletas emitidas', String(statement.boletas_issued)],
    ['Boletas pendientes', String(statement.boletas_missing)],
  ]);
  doc.heading('Retención de impuesto (informativa)');
  doc.paragraph(
    statement.retention.rate === null
      ? `No hay una tasa de retención registrada para ${statement.retention.year}. Fuente: ${statement.retention.source}.`
      : `Tasa ${statement.retention.year}: ${percent(statement.retention.rate)}. Retención sobre tus sesiones (directas y con tarjeta): ${formatClp(statement.retention.amount ?? 0)}. ` +
          `Fuente: ${statement.retention.source}. e-mind no retiene ni declara impuestos: la retención la aplica el SII al emitir la boleta.`,
    9,
  );
  doc.heading('Sesiones');
  doc.table(
    [
      { header: 'Fecha', width: 58 },
      { header: 'Hora', width: 32 },
      { header: 'Paciente', width: 100 },
      { header: 'Recibe', width: 86 },
      { header: 'Estado', width: 116 },
      { header: 'Folio', width: 46 },
      { header: 'Monto', width: 57, align: 'right' },
    ],
    statement.lines.map((line) => [
      formatDocumentDate(line.date),
      line.start_time,
      line.patient_name,
      receiverLabel(line),
      lineKindLabels[line.kind],
      line.boleta_folio ?? (line.receiver === 'psychologist' && line.kind === 'held' ? 'Pendiente' : '-'),
      formatClp(line.amount),
    ]),
  );
  return doc.bytes();
}
