import type { ScoreDto } from '@emind/contracts';
import { Alert } from '@emind/web-ui';

export interface ScoredQuestionnaire {
  name: string;
  maxScore: number;
  score: ScoreDto;
}

/** What the server scored: the total out of the maximum and its severity band. */
export function ScoreResult({ result }: { result: ScoredQuestionnaire }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Enviaste tus respuestas del {result.name}</Alert.Title>
        <Alert.Description>
          Puntaje: {result.score.score} de {result.maxScore}. Severidad: {result.score.severity_label}.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
