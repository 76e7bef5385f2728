import { IncomePage } from '../../features/billing/components/income-page.tsx';

export function IncomeRoute() {
  return <IncomePage />;
}
