import { ApiError } from '@emind/web-api';
import { Alert, Button, Heading, Skeleton, Stack, Text } from '@emind/web-ui';
import { useInstruments } from '@emind/web-measures';
import { usePatientMeasures } from '../api/get-patient-measures.ts';
import { AssignQuestionnaire } from './assign-questionnaire.tsx';
import { AssignmentList } from './assignment-list.tsx';
import { PatientIntake } from './patient-intake.tsx';
import { SafetyFlags } from './safety-flags.tsx';
import { ScoreProgress } from './score-progress.tsx';

function Questionnaires({ patientId }: { patientId: number }) {
  const measures = usePatientMeasures(patientId);
  const instruments = useInstruments();
  if (measures.isPending || instruments.isPending) return <Skeleton h="32" role="status" aria-label="Cargando cuestionarios" />;
  if (measures.isError || instruments.isError) {
    const error = measures.error ?? instruments.error;
    return (
      <Alert.Root status="error" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">{(error instanceof ApiError && error.status < 500 && error.detail) || 'Error al cargar los cuestionarios.'}</Alert.Title>
        <Button size="sm" variant="outline" onClick={() => void Promise.all([measures.refetch(), instruments.refetch()])}>Reintentar</Button>
      </Alert.Root>
    );
  }
  return (
    <Stack gap={5}>
      <SafetyFlags flags={measures.data.open_flags} />
      <Stack gap={3}>
        <Heading as="h3" size="md">Asignar cuestionario</Heading>
        <AssignQuestionnaire patientId={patientId} instruments={instruments.data} />
      </Stack>
      <Stack gap={3}>
        <Heading as="h3" size="md">Cuestionarios activos</Heading>
        <AssignmentList patientId={patientId} assignments={measures.data.assignments} instruments={instruments.data} />
      </Stack>
      <Stack gap={3}>
        <Heading as="h3" size="md">Evolución</Heading>
        <ScoreProgress measures={measures.data} instruments={instruments.data} />
      </Stack>
    </Stack>
  );
}

/** The patient's 'Cuestionarios' (safety flags first) and 'Ficha de ingreso', in the psychologist's view of the patient. */
export function PatientMeasures({ patientId }: { patientId: number }) {
  return (
    <>
      <Stack gap={3} as="section" aria-labelledby="patient-questionnaires">
        <Heading as="h2" size="lg" id="patient-questionnaires">Cuestionarios</Heading>
        <Questionnaires patientId={patientId} />
      </Stack>
      <Stack gap={3} as="section" aria-labelledby="patient-intake">
        <Heading as="h2" size="lg" id="patient-intake">Ficha de ingreso</Heading>
        <PatientIntake patientId={patientId} />
        <Text fontSize="xs" color="fg.muted">Solo lectura: la completa el paciente.</Text>
      </Stack>
    </>
  );
}
