import { PaymentsPage } from '@emind/web-appointments';

export function PaymentsRoute() {
  return <PaymentsPage role="psychologist" />;
}
