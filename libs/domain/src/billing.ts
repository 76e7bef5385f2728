import type { AppointmentStatus } from './appointments.ts';

/**
 * Billing (issue 29): which sessions count as paid to their receiving party, who that party is, the boleta
 * limits, the messages every screen shows and the dated income-tax retention table. One home for each rule:
 * the billing service and the screens import them from here.
 */

/**
 * Received: the payment was verified (by the receiving party or an admin) and the money was not returned. A
 * proof merely uploaded is not yet money received, and a cancelled session is a refund, not income.
 */
export const receivedStatuses: readonly AppointmentStatus[] = ['PAYMENT_VERIFIED', 'CONFIRMED', 'COMPLETED', 'NO_SHOW'];
export const isReceivedStatus = (status: AppointmentStatus): boolean => receivedStatuses.includes(status);

/** Who received a session's payment (decisions.md): the platform for the first session with each new client. */
export const paymentReceivers = ['platform', 'psychologist'] as const;
export type PaymentReceiver = (typeof paymentReceivers)[number];
export const paymentReceiverFor = (isFirst: boolean): PaymentReceiver => (isFirst ? 'platform' : 'psychologist');
export const paymentReceiverLabels: Record<PaymentReceiver, string> = {
  platform: 'e-mind (primera sesión)',
  psychologist: 'Psicólogo/a',
};

export const BOLETA_MAX_BYTES = 5 * 1024 * 1024;
/** A certificate covers at most 12 months (issue 29). */
export const CERTIFICATE_MAX_MONTHS = 12;

export const billingMessages = {
  folioInvalid: 'El folio debe ser un número de 1 a 10 dígitos',
  folioTaken: 'Ya registraste una boleta con este folio',
  issuedOnFuture: 'La fecha de emisión no puede ser futura',
  fileNotPdf: 'El archivo debe ser un PDF',
  fileTooLarge: 'El archivo no puede superar 5 MB',
  notReceiver: 'Solo quien recibió el pago de esta sesión puede registrar su boleta',
  notPaid: 'Esta sesión no tiene un pago recibido',
  appointmentNotFound: 'Cita no encontrada',
  boletaNotFound: 'Esta sesión aún no tiene boleta',
  boletaForbidden: 'No tienes acceso a la boleta de esta sesión',
  rangeInverted: 'La fecha de inicio debe ser anterior o igual a la de término',
  rangeTooLong: 'El rango no puede superar 12 meses',
  noPaidSessions: 'No hay sesiones pagadas en el rango indicado',
  badMonth: 'Mes no válido (aaaa-mm)',
  monthOutOfTable: 'No hay tasa de retención registrada para ese año',
  codeNotFound: 'El código no corresponde a un certificado emitido por e-mind',
} as const;

/**
 * Income-tax retention of a boleta de honorarios, by year (Ley 21.133, 2019, art. 3 transitorio, which raises the
 * 10 % of art. 74 N°2 and art. 84 letter b of the Ley sobre Impuesto a la Renta by steps to 17 %).
 * Shown for information only: the SII applies it, the platform does not withhold anything.
 */
export const RETENTION_SOURCE = 'Ley 21.133 (2019), artículo tercero transitorio; Ley sobre Impuesto a la Renta, art. 74 N°2';
export const retentionRates: readonly { year: number; rate: number }[] = [
  { year: 2020, rate: 10.75 },
  { year: 2021, rate: 11.5 },
  { year: 2022, rate: 12.25 },
  { year: 2023, rate: 13 },
  { year: 2024, rate: 13.75 },
  { year: 2025, rate: 14.5 },
  { year: 2026, rate: 15.25 },
  { year: 2027, rate: 16 },
  // The law's last step, with no later change written in it; rows are added as the law is re-read, and the
  // table's test fails a year before they run out so that reading happens in time.
  { year: 2028, rate: 17 },
  { year: 2029, rate: 17 },
  { year: 2030, rate: 17 },
];

/** The rate in force in `year` (percent), or null outside the table (then the statement says so). */
export function retentionRate(year: number): number | null {
  return retentionRates.find((row) => row.year === year)?.rate ?? null;
}

/** Retention on a gross amount, rounded to the peso as the SII does. */
export const retentionAmount = (gross: number, rate: number): number => Math.round((gross * rate) / 100);
