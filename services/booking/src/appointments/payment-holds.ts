import type { PaymentMethodId } from '@emind/domain';
import type { BookingConfig } from '../config.ts';

/** A method the installation offers (EMIND_PAYMENT_METHODS) and booking can take: a transfer, or a card through Webpay. */
export function isBookablePaymentMethod(config: Pick<BookingConfig, 'paymentMethods'>, method: PaymentMethodId): boolean {
  return method !== 'paypal' && config.paymentMethods.includes(method);
}

/**
 * Until when an unpaid booking holds its slot: a card payment while the patient is on Webpay's form
 * (EMIND_WEBPAY_HOLD_MINUTES), a transfer for EMIND_PAYMENT_HOLD_MINUTES; never past the session's start.
 */
export function holdExpiry(config: Pick<BookingConfig, 'paymentHoldMinutes' | 'cardHoldMinutes'>, method: PaymentMethodId, now: Date, startsAt: Date): Date {
  const minutes = method === 'credit_card' ? config.cardHoldMinutes : config.paymentHoldMinutes;
  return new Date(Math.min(now.getTime() + minutes * 60_000, startsAt.getTime()));
}
