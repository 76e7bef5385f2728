import { PsychologistList } from '../../features/psychologists/components/psychologist-list.tsx';

export function PsychologistsRoute() {
  return <PsychologistList />;
}
