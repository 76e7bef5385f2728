import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** `?asignacion=ID` opens that questionnaire: 'Responder' links to it, and so can a mail. */
const ASSIGNMENT_PARAM = 'asignacion';

export const answerHref = (assignment: number): string => `${paths.questionnaires.getHref()}?${ASSIGNMENT_PARAM}=${assignment}`;

/** The assignment the address opens (null: the list), and how to go back to the list. */
export function useOpenedAssignment(): [number | null, () => void] {
  const [params, setParams] = useSearchParams();
  const assignment = Number(params.get(ASSIGNMENT_PARAM)) || null;
  return [assignment, () => setParams({}, { replace: true })];
}
