import type { Appointment } from '@emind/contracts';
import { mayVerifyPayment, verifiableStatuses } from '@emind/domain';
import type { PaymentsRole } from './payments-api.ts';

export type PaymentAction = 'verify' | 'confirm';

/**
 * Verify while the payment is pending or uploaded, then confirm. A button is offered only to who may press it: a
 * first session's payment is the admin's to verify, so its psychologist sees 'Requiere validación de admin' instead.
 */
export function actionsFor(appointment: Appointment, role: PaymentsRole): PaymentAction[] {
  if (verifiableStatuses.includes(appointment.status)) return mayVerifyPayment(role, appointment.is_first_appointment) ? ['verify'] : [];
  return appointment.status === 'PAYMENT_VERIFIED' ? ['confirm'] : [];
}

export const actionLabels: Record<PaymentAction, string> = { verify: 'Verificar pago', confirm: 'Confirmar cita' };
