import type { ScoreDto } from '@emind/contracts';
import { LoadError } from '@emind/web-ui/lists';
import { useInstruments } from '@emind/web-measures';
import { Alert, Button, Spinner } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePendingMeasures } from '../api/get-pending-measures';
import { QuestionnaireForm } from './questionnaire-form';
import type { ScoredQuestionnaire } from './score-result';

interface AnswerQuestionnaireProps {
  assignment: number;
  onScored: (result: ScoredQuestionnaire) => void;
}

/** The questionnaire of one assignment (the reminder's link, or 'Responder'), if it is still due. */
export function AnswerQuestionnaire({ assignment, onScored }: AnswerQuestionnaireProps) {
  const pending = usePendingMeasures();
  const instruments = useInstruments();
  if (pending.isError || instruments.isError) {
    return <LoadError message="No pudimos abrir el cuestionario" onRetry={() => void Promise.all([pending.refetch(), instruments.refetch()])} />;
  }
  if (!pending.data || !instruments.data) return <Spinner color="brand.500" aria-label="Cargando el cuestionario" />;

  const measure = pending.data.find((candidate) => candidate.assignment === assignment);
  const instrument = instruments.data.find((candidate) => candidate.id === measure?.instrument);
  if (!measure || !instrument) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Este cuestionario ya no está pendiente: lo respondiste o tu psicólogo(a) ya no lo pide.</Alert.Title>
        </Alert.Content>
        <Button asChild size="sm" variant="outline"><RouterLink to={paths.questionnaires.getHref()}>Ver mis cuestionarios</RouterLink></Button>
      </Alert.Root>
    );
  }
  const scored = (score: ScoreDto) => onScored({ name: instrument.name, maxScore: instrument.items.length * 3, score });
  return <QuestionnaireForm key={`${measure.assignment}:${measure.due_at}`} instrument={instrument} pending={measure} onScored={scored} />;
}
