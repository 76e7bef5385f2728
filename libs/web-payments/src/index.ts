export { PaymentsPage } from './payments/payments-page.tsx';
export { PaymentDetails } from './payment-details.tsx';
export { getAppointmentRefund, getAppointmentRefundQueryOptions, useAppointmentRefund } from './refunds/get-appointment-refund.ts';
export { RefundPending } from './refunds/refund-pending.tsx';
export { CardRefunded, refundedByCard } from './refunds/card-refunded.tsx';
export { PayoutsTable, PayoutState, type PayoutRow } from './payouts/payouts-table.tsx';
