import { PaymentsPage } from '@emind/web-payments';

export function PaymentsRoute() {
  return <PaymentsPage role="psychologist" />;
}
