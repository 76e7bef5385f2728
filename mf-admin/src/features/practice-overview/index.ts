// What other features may use of this one.
export { getPendingPaymentsQueryOptions, getWeeklyBookingsQueryOptions, usePendingPayments, useWeeklyBookings } from './api/get-practice-overview.ts';
export { PaymentsToVerify } from './components/payments-to-verify.tsx';
export { WeeklyBookings } from './components/weekly-bookings.tsx';
