import { Badge, Button } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePendingMeasures } from '../api/get-pending-measures';

/** On the home, only when something is due: how many questionnaires, one tap from them. Kept tiny (first page). */
export function PendingMeasuresNotice() {
  const count = usePendingMeasures().data?.length;
  if (!count) return null;
  return (
    <Button asChild variant="subtle" colorPalette="brand" alignSelf="start">
      <RouterLink to={paths.questionnaires.getHref()}>
        Cuestionarios pendientes <Badge colorPalette="red" variant="solid">{count}</Badge>
      </RouterLink>
    </Button>
  );
}
