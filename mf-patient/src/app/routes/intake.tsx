import { IntakePage } from '../../features/intake/components/intake-page.tsx';

export function IntakeRoute() {
  return <IntakePage />;
}
