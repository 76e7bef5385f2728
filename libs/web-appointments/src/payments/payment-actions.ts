import type { Appointment } from '@emind/contracts';
import { verifiableStatuses } from '@emind/domain';

export type PaymentAction = 'verify' | 'confirm';

/**
 * Verify while the payment is pending or uploaded, then confirm. A psychologist is offered 'verify' on a first
 * session too: the list marks it 'Requiere validación de admin' and the server's refusal is shown if they try.
 */
export function actionsFor(appointment: Appointment): PaymentAction[] {
  if (verifiableStatuses.includes(appointment.status)) return ['verify'];
  return appointment.status === 'PAYMENT_VERIFIED' ? ['confirm'] : [];
}

export const actionLabels: Record<PaymentAction, string> = { verify: 'Verificar pago', confirm: 'Confirmar cita' };
