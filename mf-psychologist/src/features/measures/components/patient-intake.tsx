import type { Intake } from '@emind/contracts';
import { formatLongDate } from '@emind/domain';
import { Box, SimpleGrid, Skeleton, Text } from '@emind/web-ui';
import { usePatientIntake } from '../api/get-patient-intake.ts';

function Entry({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      <Text whiteSpace="pre-wrap">{value}</Text>
    </Box>
  );
}

const entries = (intake: Intake): [string, string][] => [
  ['Motivo de consulta', intake.reason],
  ['Terapia anterior', intake.previous_therapy ? 'Sí' : 'No'],
  ['Medicamentos', intake.medication || 'No indica'],
  ['Fecha de nacimiento', formatLongDate(`${intake.birth_date}T12:00:00Z`)],
  ['Contacto de emergencia', `${intake.emergency_contact.name} (${intake.emergency_contact.relation}) · ${intake.emergency_contact.phone}`],
  ['Consentimiento informado', `Aceptado el ${formatLongDate(intake.online_consent_accepted_at)} (versión ${intake.online_consent_version})`],
];

/** The patient's 'Ficha de ingreso', read-only. */
export function PatientIntake({ patientId }: { patientId: number }) {
  const intake = usePatientIntake(patientId);
  if (intake.isPending) return <Skeleton h="24" />;
  if (intake.isError) return <Text color="red.600">No se pudo cargar la ficha de ingreso.</Text>;
  if (!intake.data) return <Text color="fg.muted">El paciente aún no completa su ficha de ingreso</Text>;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} data-testid="patient-intake">
      {entries(intake.data).map(([label, value]) => <Entry key={label} label={label} value={value} />)}
    </SimpleGrid>
  );
}
