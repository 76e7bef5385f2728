export { appointmentWhen, instantInChile } from './format.ts';
export { AppointmentStatusBadge, statusPalette } from './components/status-badge.tsx';
export { PaymentDetails } from './components/payment-details.tsx';
export { StatusHistory } from './components/status-history.tsx';
export { PaymentsPage } from './payments/payments-page.tsx';
