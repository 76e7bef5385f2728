import { QuestionnairesPage } from '../../features/questionnaires/components/questionnaires-page.tsx';

export function QuestionnairesRoute() {
  return <QuestionnairesPage />;
}
