import { Alert, Button } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useIntake } from '../api/get-intake';

/** On the home, only before the patient fills their intake (null: never saved). Kept tiny: it is on the first page. */
export function IntakeNotice() {
  if (useIntake().data !== null) return null;
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Title flex="1">Completa tu ficha de ingreso antes de tu primera sesión.</Alert.Title>
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to={paths.intake.getHref()}>Completar mi ficha</RouterLink>
      </Button>
    </Alert.Root>
  );
}
