import type { PayoutBatch } from '@emind/contracts';
import { csvFile } from '@emind/server-kit';

/** The columns Chilean banks' bulk-transfer upload (nómina) asks for, one transfer per psychologist. */
export const payoutCsvHeader = ['RUT', 'Nombre', 'Banco', 'Tipo de cuenta', 'Número de cuenta', 'Monto', 'Correo', 'Referencia'] as const;

/** The batch's nómina, through the one CSV writer (names that look like formulas are neutralised there). */
export function payoutCsv(batch: PayoutBatch): string {
  return csvFile([
    payoutCsvHeader,
    ...batch.lines.map((line) => [line.rut, line.name, line.bank, line.account_type, line.account_number, line.amount, line.email, line.reference]),
  ]);
}
