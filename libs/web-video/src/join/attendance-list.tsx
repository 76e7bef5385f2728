import { formatChileTime, formatLongDateTime } from '@emind/domain';
import { List, Spinner, Text } from '@emind/web-ui';
import { useAttendance } from '../api/get-attendance.ts';

const who = { patient: 'Paciente', psychologist: 'Psicólogo' } as const;

/** Who joined the video room and left it, and when: what the psychologist checks before marking attendance. */
export function AttendanceList({ appointmentId }: { appointmentId: number }) {
  const attendance = useAttendance(appointmentId);
  if (attendance.isPending) return <Spinner size="sm" aria-label="Cargando asistencia" />;
  if (attendance.isError) return <Text fontSize="sm" color="fg.muted">No pudimos cargar la asistencia a la sala.</Text>;
  if (attendance.data.length === 0) return <Text fontSize="sm" color="fg.muted">Nadie entró a la sala de esta sesión.</Text>;
  return (
    <List.Root ps="4" fontSize="sm" data-testid="session-attendance">
      {attendance.data.map((entry) => (
        <List.Item key={`${entry.role}-${entry.joined_at}`}>
          {who[entry.role]}: entró el {formatLongDateTime(entry.joined_at)}
          {entry.left_at ? `, salió a las ${formatChileTime(entry.left_at)}` : ', sigue en la sala'}
        </List.Item>
      ))}
    </List.Root>
  );
}
