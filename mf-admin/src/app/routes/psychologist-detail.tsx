import { useParams } from 'react-router-dom';
import { PsychologistDetailPage } from '../../features/psychologist-detail/components/psychologist-detail.tsx';

export function PsychologistDetailRoute() {
  const { id } = useParams();
  return <PsychologistDetailPage key={id} rawId={id} />;
}
