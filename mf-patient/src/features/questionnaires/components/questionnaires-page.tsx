import { useState } from 'react';
import { Heading, Stack } from '@emind/web-ui';
import { useOpenedAssignment } from '../hooks/use-opened-assignment';
import { AnswerQuestionnaire } from './answer-questionnaire';
import { CrisisHelpLines } from './crisis-help-lines';
import { MeasuresHistory } from './measures-history';
import { PendingList } from './pending-list';
import { ScoreResult, type ScoredQuestionnaire } from './score-result';

/**
 * 'Cuestionarios': what is pending and the patient's own history; `?asignacion=ID` opens one questionnaire. When an
 * answer trips the safety rule, the help lines come first on the screen, above everything else.
 */
export function QuestionnairesPage() {
  const [assignment, closeAssignment] = useOpenedAssignment();
  const [result, setResult] = useState<ScoredQuestionnaire | null>(null);

  const scored = (scoredQuestionnaire: ScoredQuestionnaire) => {
    setResult(scoredQuestionnaire);
    closeAssignment();
  };

  return (
    <Stack gap="8">
      {result?.score.safety_alert ? <CrisisHelpLines /> : null}
      <Heading as="h1" size="2xl">Cuestionarios</Heading>
      {assignment !== null ? (
        <AnswerQuestionnaire assignment={assignment} onScored={scored} />
      ) : (
        <>
          {result ? <ScoreResult result={result} /> : null}
          <PendingList />
          <MeasuresHistory />
        </>
      )}
    </Stack>
  );
}
