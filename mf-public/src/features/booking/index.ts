// What other features may use of this one: the booking modal, which the profile loads when a client opens it.
export { BookingDialog as default } from './components/booking-dialog.tsx';
