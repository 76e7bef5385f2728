import { PendingBoletasPage } from '../../features/billing/components/pending-boletas-page.tsx';

export function PendingBoletasRoute() {
  return <PendingBoletasPage />;
}
