import type { AppointmentStatus, PaymentMethodId } from './appointments.ts';
import { CHILE_TIME_ZONE } from './greeting.ts';

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

/** The one status of a session that took place: the psychologist marks it COMPLETED once it has started. */
export const heldStatus: AppointmentStatus = 'COMPLETED';

/** What a session must show for a document to state that it happened. */
export interface HeldSessionFacts {
  status: AppointmentStatus;
  startsAt: Date;
  refundedAt: Date | null;
}

/**
 * Held and paid, as of `at`: the session took place (COMPLETED, started by then) and its payment was kept (never
 * refunded). A certificate names only these, and a statement counts only these as 'atendidas': never a future session,
 * a no-show, a cancellation or a refund. The billing service's SQL reads the same three facts (`heldAndPaidBy`).
 */
export const isHeldAndPaid = (session: HeldSessionFacts, at: Date): boolean =>
  session.status === heldStatus && session.startsAt.getTime() <= at.getTime() && session.refundedAt === null;

/** Who received a session's payment (decisions.md): the platform for the first session with each new client. */
export const paymentReceivers = ['platform', 'psychologist'] as const;
export type PaymentReceiver = (typeof paymentReceivers)[number];
export const paymentReceiverFor = (isFirst: boolean): PaymentReceiver => (isFirst ? 'platform' : 'psychologist');
export const paymentReceiverLabels: Record<PaymentReceiver, string> = {
  platform: 'e-mind (primera sesión)',
  psychologist: 'Psicólogo/a',
};
/** A line's receiver as the statements' screens say it: a later session paid by card is the psychologist's, through e-mind. */
export const paymentReceiverLabel = (receiver: PaymentReceiver, method: PaymentMethodId): string =>
  receiver === 'psychologist' && method === 'credit_card' ? 'Psicólogo/a (tarjeta, vía e-mind)' : paymentReceiverLabels[receiver];

/** '1 sesión', '3 sesiones': how statements, certificates and their pages count sessions. */
export const sessionCount = (count: number): string => `${count} ${count === 1 ? 'sesión' : 'sesiones'}`;

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
  appointmentNotFound: 'No hay una sesión pagada con este número',
  boletaSealed: 'La boleta de esta sesión está archivada y no se puede modificar',
  fileRequired: 'Envía el formulario con el folio y la fecha de emisión',
  boletaNotFound: 'Esta sesión aún no tiene boleta',
  boletaForbidden: 'No tienes acceso a la boleta de esta sesión',
  rangeInverted: 'La fecha de inicio debe ser anterior o igual a la de término',
  rangeTooLong: 'El rango no puede superar 12 meses',
  noPaidSessions: 'No hay sesiones realizadas y pagadas en el rango indicado',
  badMonth: 'Mes no válido (aaaa-mm)',
  monthOutOfTable: 'No hay tasa de retención registrada para ese año',
  codeNotFound: 'El código no corresponde a un certificado emitido por e-mind',
  certificateRevokedCancelled: 'Certificado revocado: una de sus sesiones fue cancelada o reembolsada después de emitirlo',
  certificateRevokedNotHeld: 'Certificado revocado: nombra una sesión que no se había realizado cuando se emitió',
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

const chileCalendar = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', { timeZone: CHILE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'yyyy-MM-dd' of an instant in Chile's calendar. */
export const chileDateOf = (instant: Date): string => chileCalendar.format(instant);

/** 'dd-MM-yyyy' of a calendar date 'yyyy-MM-dd', as Chilean documents print it. */
export function formatDocumentDate(calendarDate: string): string {
  const [year, month, day] = calendarDate.split('-');
  return `${day}-${month}-${year}`;
}

/** Whole months between two calendar dates, as a range limit reads: 2026-01-15 → 2027-01-15 is 12, one day more is over. */
export function rangeExceedsMonths(from: string, to: string, months: number): boolean {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(year, month - 1 + months, day));
  // A start on the 31st in a month with fewer days rolls over, as Date does; the limit stays a real day.
  return Date.parse(`${to}T00:00:00Z`) > limit.getTime();
}

/** The month 'yyyy-MM' as its first and last calendar dates. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
