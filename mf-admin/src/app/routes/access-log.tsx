import { AccessLogPage } from '../../features/access-log/components/access-log-page.tsx';

export function AccessLogRoute() {
  return <AccessLogPage />;
}
