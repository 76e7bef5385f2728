import type { PaymentMethodId } from '@emind/domain';
import type { BookingConfig } from '../config.ts';

/** A method the installation offers (EMIND_PAYMENT_METHODS) and booking can take: a transfer, or a card through Webpay. */
export function isBookablePaymentMethod(config: Pick<BookingConfig, 'paymentMethods'>, method: PaymentMethodId): boolean {
  return method !== 'paypal' && config.paymentMethods.includes(method);
}

type HoldConfig = Pick<BookingConfig, 'paymentHoldMinutes' | 'cardHoldMinutes'>;

/** How long a booking paid now holds its slot: a card payment while the patient is on Webpay's form (EMIND_WEBPAY_HOLD_MINUTES), a transfer for EMIND_PAYMENT_HOLD_MINUTES. */
export const holdMinutesFor = (config: HoldConfig, method: PaymentMethodId): number => (method === 'credit_card' ? config.cardHoldMinutes : config.paymentHoldMinutes);

/** Until when an unpaid booking holds its slot: its method's minutes, never past the session's start. */
export function holdExpiry(config: HoldConfig, method: PaymentMethodId, now: Date, startsAt: Date): Date {
  return new Date(Math.min(now.getTime() + holdMinutesFor(config, method) * 60_000, startsAt.getTime()));
}
