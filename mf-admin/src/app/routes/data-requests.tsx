import { DataRequestsPage } from '../../features/data-requests/components/data-requests-page.tsx';

export function DataRequestsRoute() {
  return <DataRequestsPage />;
}
