import { PayoutsPage } from '../../features/payouts/components/payouts-page.tsx';

export function PayoutsRoute() {
  return <PayoutsPage />;
}
