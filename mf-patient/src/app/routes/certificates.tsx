import { isReceivedStatus } from '@emind/domain';
import { useClientAppointments } from '../../features/appointments/api/get-client-appointments.ts';
import { CertificatesPage } from '../../features/certificates/components/certificates-page.tsx';

/** The certificates page lists the sessions 'Mis Citas' loads whose payment was received, newest first. */
export function CertificatesRoute() {
  const appointments = useClientAppointments();
  const paid = appointments.data
    ?.filter((appointment) => isReceivedStatus(appointment.status))
    .sort((a, b) => b.starts_at.localeCompare(a.starts_at));
  return <CertificatesPage sessions={paid} sessionsFailed={appointments.isError} onRetry={() => void appointments.refetch()} />;
}
