import { AppointmentsPage } from '../../features/appointments/components/appointments-page.tsx';

export function AppointmentsRoute() {
  return <AppointmentsPage />;
}
