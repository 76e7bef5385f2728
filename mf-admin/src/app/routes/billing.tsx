import { BillingPage } from '../../features/billing/components/billing-page.tsx';

export function BillingRoute() {
  return <BillingPage />;
}
